// The only code that knows Netlify Blobs. Leads are append-only: every
// accepted submission is its own immutable blob, keyed by ids the browser made
//
//   lead/<form>/<leadId>/<submissionId>      accepted submissions
//   spam/<form>/<leadId>/<submissionId>      set apart, with the reason inside
//
// so a retried request writes the same key (stored once), and two saves of one
// lead never touch the same blob: nothing needs compare-and-swap, which the
// local Blobs server does not do atomically anyway. A lead is the merge of its
// submissions (lead-merge.ts).
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getStore, type Store } from '@netlify/blobs'
import { StoredSubmissionSchema, type FormKind, type StoredSubmission } from '../../schemas/lead.ts'

export const STORE_NAME = 'leads'

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
export type Bucket = 'lead' | 'spam'

export const submissionKey = (bucket: Bucket, s: Pick<StoredSubmission, 'form' | 'leadId' | 'submissionId'>) =>
  `${bucket}/${s.form}/${s.leadId}/${s.submissionId}`

export interface ListOptions {
  bucket?: Bucket
  form?: FormKind
  /** Called for a blob that is not a valid submission (it is skipped). */
  onInvalid?: (key: string, reason: string) => void
}

export interface LeadStore {
  /** Stores a submission unless its key exists: 'duplicate' means a retry of one already stored. */
  put(bucket: Bucket, submission: StoredSubmission): Promise<'stored' | 'duplicate'>
  /** Every stored submission of a bucket (default 'lead'), optionally of one form. */
  list(options?: ListOptions): Promise<StoredSubmission[]>
  /** The accepted submissions of one lead. */
  submissionsOf(form: FormKind, leadId: string): Promise<StoredSubmission[]>
}

export function leadStoreFrom(store: Store): LeadStore {
  return {
    async put(bucket, submission) {
      const { modified } = await store.setJSON(submissionKey(bucket, submission), submission, { onlyIfNew: true })
      return modified ? 'stored' : 'duplicate'
    },
    list(options) {
      return read(options)
    },
    submissionsOf(form, leadId) {
      return read({ form, prefix: `lead/${form}/${leadId}/` })
    },
  }

  async function read({ bucket = 'lead', form, onInvalid, prefix }: ListOptions & { prefix?: string } = {}) {
    const keys: string[] = []
    for await (const page of store.list({ prefix: prefix ?? (form ? `${bucket}/${form}/` : `${bucket}/`), paginate: true }))
      keys.push(...page.blobs.map((b) => b.key))
    const out: StoredSubmission[] = []
    // A few reads at a time: fast on the CDN, gentle on the local server.
    for (let i = 0; i < keys.length; i += 16) {
      const batch = await Promise.all(
        keys.slice(i, i + 16).map(async (key) => ({ key, value: await store.get(key, { type: 'json' }).catch((e: unknown) => e) })),
      )
      for (const { key, value } of batch) {
        const parsed = StoredSubmissionSchema.safeParse(value)
        if (parsed.success) out.push(parsed.data)
        else onInvalid?.(key, value instanceof Error ? value.message : 'not a stored submission')
      }
    }
    return out
  }
}

/**
 * The store inside a function: Netlify (and @netlify/dev, and tests through
 * setEnvironmentContext) provide the Blobs context in the environment.
 */
export const leadStore = (): LeadStore => leadStoreFrom(getStore(STORE_NAME, { fetch: strictFetch }))

/** A Netlify site's store, from outside Netlify (staff export): site id + personal access token. */
export const remoteLeadStore = (siteID: string, token: string): LeadStore =>
  leadStoreFrom(getStore({ name: STORE_NAME, siteID, token, fetch: strictFetch }))

/**
 * The local store: a folder, BLOBS_DIR (relative to the project) or, as
 * @netlify/dev has it, .netlify/blobs-serve. `tsx scripts/serve.ts` and
 * `npm run dev` write it and `npm run leads -- export` reads it; all pass through here.
 */
export const localBlobsDirectory = (projectRoot: string, dir = process.env.BLOBS_DIR): string =>
  resolve(projectRoot, dir || join('.netlify', 'blobs-serve'))

export interface LocalBlobs {
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
 */
export async function startLocalBlobs(projectRoot: string): Promise<LocalBlobs> {
  // Imported here so function bundles never carry the local server.
  const { startBlobsServer } = await import('./local-blobs-server.ts')
  const directory = localBlobsDirectory(projectRoot)
  const token = crypto.randomUUID()
  const { server, url } = await startBlobsServer({ directory, token })
  const siteID = localSiteId(projectRoot)
  const context = Buffer.from(
    JSON.stringify({ deployID: '0', edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2', siteID, token }),
  ).toString('base64')
  return { directory, siteID, token, url, context, close: async () => void (await server.stop()) }
}

/** A store of the local Blobs server that `npm start` writes, for the staff CLI: call close() when done. */
export async function openLocalStore(
  projectRoot: string,
  name: string,
): Promise<{ store: Store; directory: string; close: () => Promise<void> }> {
  const b = await startLocalBlobs(projectRoot)
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

/** The local store, for the export: call close() when done. */
export async function openLocalLeadStore(
  projectRoot: string,
): Promise<{ store: LeadStore; directory: string; close: () => Promise<void> }> {
  const local = await openLocalStore(projectRoot, STORE_NAME)
  return { ...local, store: leadStoreFrom(local.store) }
}

/** The site id @netlify/dev uses for local blobs: the linked site's, else "0". */
export function localSiteId(projectRoot: string): string {
  try {
    const state = JSON.parse(readFileSync(join(projectRoot, '.netlify', 'state.json'), 'utf8')) as { siteId?: unknown }
    if (typeof state.siteId === 'string' && state.siteId) return state.siteId
  } catch {
    // not linked
  }
  return '0'
}
