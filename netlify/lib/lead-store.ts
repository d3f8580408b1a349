// How leads sit in their Blobs store (opened through blobs.ts). Leads are
// append-only: every accepted submission is its own immutable blob, keyed by
// ids the browser made
//
//   lead/<form>/<leadId>/<submissionId>      accepted submissions
//   spam/<form>/<leadId>/<submissionId>      set apart, with the reason inside
//
// so a retried request writes the same key (stored once), and two saves of one
// lead never touch the same blob: nothing needs compare-and-swap, which the
// local Blobs server does not do atomically anyway. A lead is the merge of its
// submissions (lead-merge.ts). Notifications (notify/outbox.ts) and erasure
// records live in the same store, under their own prefixes.
import { openLocalStore, openStore, type Store } from './blobs.ts'
import { StoredSubmissionSchema, type FormKind, type StoredSubmission } from '../../schemas/lead.ts'

export const STORE_NAME = 'leads'

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
 * The store inside a function, or a Netlify site's from outside Netlify (staff
 * export: site id + personal access token).
 */
export const leadStore = (site?: { siteID: string; token: string }): LeadStore => leadStoreFrom(openStore(STORE_NAME, { site }))

/** The local store, for the export: call close() when done. */
export async function openLocalLeadStore(
  projectRoot: string,
  blobsDir?: string,
): Promise<{ store: LeadStore; directory: string; close: () => Promise<void> }> {
  const local = await openLocalStore(projectRoot, STORE_NAME, blobsDir)
  return { ...local, store: leadStoreFrom(local.store) }
}
