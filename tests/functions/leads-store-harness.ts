// The leads store on its own real local Blobs server (strong consistency), for tests that drive the
// outbox and the sweep directly: `store` is set before the file's tests run, and removed after.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll } from 'vitest'
import { STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import { startBlobsServer } from '../../netlify/lib/local-blobs-server.ts'

/** Registers the server's start and stop with the calling file (or describe block); read `.store` inside tests. */
export function useLeadsStore(name: string): { readonly store: Store } {
  const held: { store?: Store } = {}
  let root = ''
  let stop = async () => {}
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), `${name}-`))
    const { server, url } = await startBlobsServer({ directory: join(root, 'blobs'), token: 't' })
    stop = async () => void (await server.stop())
    held.store = getStore({ name: STORE_NAME, siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' })
  })
  afterAll(async () => {
    await stop()
    await rm(root, { recursive: true, force: true })
  })
  return {
    get store() {
      if (!held.store) throw new Error('the leads store starts in beforeAll: read it inside a test')
      return held.store
    },
  }
}
