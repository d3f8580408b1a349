// The only code that opens a Netlify Blobs store. Each store's key layout is
// its own module's business (lead-store.ts for leads, booking-store.ts for
// bookings, outbox/outbox-store.ts for notifications); how a store is reached is
// this file's: inside a function (the context Netlify provides), from outside
// Netlify (a site id and a personal access token, for the staff CLI), or the
// local store on disk that `npm start`, `npm run dev`, the CLI and the tests
// share. Every store is opened with strictFetch, so no failed write is ever
// reported as stored.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getStore, type Store } from '@netlify/blobs'

export type { Store }

/**
 * @netlify/blobs 10.7 reports a conditional write (onlyIfNew) as stored for
 * any status but 412, a 500 or a 401 included: a lead would be lost while the
 * visitor is told it was saved. This fetch turns every failed answer into an
 * error (404 is a missing key on a read, 412 an existing key on a write), so
 * the client's own retries apply and the last failure reaches the caller.
 */
export const strictFetch: typeof globalThis.fetch = async (input, init) => {
  const res = await globalThis.fetch(input, init)
  if (res.ok || res.status === 404 || res.status === 412) return res
  await res.body?.cancel().catch(() => {})
  throw new Error(`Netlify Blobs answered ${res.status} ${res.statusText}`.trim())
}

interface StoreOptions {
  /**
   * 'strong' reads the uncached edge: a write is seen by the next request
   * everywhere. Stores whose reads decide something (bookings, notifications)
   * use it; the append-only leads store does not need it.
   */
  consistency?: 'strong'
  /** A Netlify site's store from outside Netlify (staff CLI): site id + personal access token. */
  site?: { siteID: string; token: string }
}

/** Every key under a prefix, all pages of the listing (keys only, no blob read). */
export async function keysUnder(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  return keys
}

/**
 * A store by name. Inside a function Netlify (and @netlify/dev, and tests
 * through setEnvironmentContext) provide the Blobs context in the environment.
 */
export function openStore(name: string, options: StoreOptions = {}): Store {
  return getStore({
    name,
    ...options.site,
    ...(options.consistency ? { consistency: options.consistency } : {}),
    fetch: strictFetch,
  })
}

/**
 * The local store: a folder, BLOBS_DIR (relative to the project) or, as
 * @netlify/dev has it, .netlify/blobs-serve. `tsx scripts/serve.ts` and
 * `npm run dev` write it and `npm run leads -- export` reads it; all pass through here.
 */
const localBlobsDirectory = (projectRoot: string, dir = process.env.BLOBS_DIR): string =>
  resolve(projectRoot, dir || join('.netlify', 'blobs-serve'))

interface LocalBlobs {
  directory: string
  siteID: string
  token: string
  url: string
  /** The value of NETLIFY_BLOBS_CONTEXT that points functions at this store. */
  context: string
  close: () => Promise<void>
}

/**
 * Starts a Netlify Blobs server on the local store's folder (random port, random
 * token), its create-only writes atomic as on Netlify (local-blobs-server.ts).
 * `blobsDir` is BLOBS_DIR as the caller's environment has it.
 */
export async function startLocalBlobs(projectRoot: string, blobsDir?: string): Promise<LocalBlobs> {
  // Imported here so function bundles never carry the local server.
  const { startBlobsServer } = await import('./local-blobs-server.ts')
  const directory = localBlobsDirectory(projectRoot, blobsDir)
  const token = crypto.randomUUID()
  const { server, url } = await startBlobsServer({ directory, token })
  const siteID = localSiteId(projectRoot)
  const context = Buffer.from(
    JSON.stringify({ deployID: '0', edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2', siteID, token }),
  ).toString('base64')
  return { directory, siteID, token, url, context, close: async () => void (await server.stop()) }
}

interface LocalStore {
  store: Store
  directory: string
  close: () => Promise<void>
}

/** A store of the local Blobs server that `npm start` writes, for the staff CLI: call close() when done. */
export async function openLocalStore(projectRoot: string, name: string, blobsDir?: string): Promise<LocalStore> {
  const b = await startLocalBlobs(projectRoot, blobsDir)
  const store = getStore({
    name,
    siteID: b.siteID,
    token: b.token,
    edgeURL: b.url,
    uncachedEdgeURL: b.url,
    consistency: 'strong',
    fetch: strictFetch,
  })
  return { store, directory: b.directory, close: b.close }
}

/** The site id @netlify/dev uses for local blobs: the linked site's, else "0". */
function localSiteId(projectRoot: string): string {
  try {
    const state = JSON.parse(readFileSync(join(projectRoot, '.netlify', 'state.json'), 'utf8')) as { siteId?: unknown }
    if (typeof state.siteId === 'string' && state.siteId) return state.siteId
  } catch {
    // not linked
  }
  return '0'
}
