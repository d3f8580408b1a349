// How leads sit in their Blobs store (opened through blobs.ts). The store's key
// map, every prefix with who writes it, is LEADS_KEYS (../leads-store-keys.ts,
// re-exported here: the erasure ledger and the outbox write this store too and
// may not import leads/). Leads are append-only: every accepted submission is
// its own immutable blob, keyed by ids the browser made (lead/ and spam/, with
// an empty quarantined/ blob per submission set apart: the daily count reads
// those keys, never the bucket), so a retried request writes the same key
// (stored once), and two saves of one lead never touch the same blob: nothing
// needs compare-and-swap, which the local Blobs server does not do atomically
// anyway. A lead is the merge of its submissions (lead-merge.ts). A put follows
// erasure-ledger.ts's rule: a submission that lands while its person is being
// erased is not kept.
import { openLocalStore, openStore, type Store } from '../blobs.ts'
import { LEADS_KEYS } from '../leads-store-keys.ts'
import { createHash } from 'node:crypto'
import { emailsIn, erasedSince, erasureTag, personKey } from '../erasure-ledger.ts'
import { StoredSubmissionSchema, type FormKind, type StoredSubmission } from '../../../schemas/lead.ts'

export { LEADS_KEYS }

export const STORE_NAME = 'leads'

/** The leads store inside a function: the outbox keeps the notifications here too, beside the leads. */
export const notificationStore = (): Store => openStore(STORE_NAME, { consistency: 'strong' })

type Bucket = 'lead' | 'spam'

export const submissionKey = (bucket: Bucket, s: Pick<StoredSubmission, 'form' | 'leadId' | 'submissionId'>) =>
  `${LEADS_KEYS[bucket]}${s.form}/${s.leadId}/${s.submissionId}`

export const QUARANTINED_PREFIX = LEADS_KEYS.quarantined

/**
 * The index of what the scheduled sweep must read (lead-sweep.ts), by the minute it is due:
 * lead-due/<YYYY-MM-DDTHH:MM>/<form>/<leadId>. Every save adds an entry for its own minute (were
 * its notifications recorded? is the lead complete?) and a growth session's one for when it would
 * count as abandoned; the sweep removes each entry once it has read the lead.
 */
export const DUE_PREFIX = LEADS_KEYS.due
/** A growth session that reached the email step and made no progress this long is told as a partial lead. */
export const ABANDONED_AFTER_MS = 30 * 60_000
/** The minute of the index an instant belongs to (UTC). Pure. */
export const dueMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16)
/** The index entries a save makes: now, and for a growth session the first minute it would be abandoned. Pure. */
export function dueKeys(s: Pick<StoredSubmission, 'form' | 'leadId' | 'receivedAt'>): string[] {
  const at = Date.parse(s.receivedAt)
  const minutes = [dueMinute(at)]
  if (s.form === 'growth-session') minutes.push(dueMinute(Math.ceil((at + ABANDONED_AFTER_MS) / 60_000) * 60_000))
  return minutes.map((m) => `${DUE_PREFIX}${m}/${s.form}/${s.leadId}`)
}

/** A lead id erased once (leads/erasure.ts): { erasure: id }. A save of it afterwards is told under new keys. */
export const erasedLeadKey = (leadId: string) => `${LEADS_KEYS.erasedLead}${leadId}`

export const TOKEN_USE_PREFIX = LEADS_KEYS.tokenUse
export const TOKEN_FIRST_PREFIX = LEADS_KEYS.tokenFirst
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32)
/** The form tokens one person sent (keys only, by hashes: an erase finds them by the person). */
export const tokenUsePrefix = (person: string) => `${TOKEN_USE_PREFIX}${person}/`
/** Who first sent a form token: a person key. */
export const tokenFirstKey = (hash: string) => `${TOKEN_FIRST_PREFIX}${hash}`

/** The key alone says when and why a submission was set apart, and holds nothing about the person. */
export const quarantinedKey = (s: Pick<StoredSubmission, 'form' | 'submissionId' | 'receivedAt' | 'spam'>) =>
  `${QUARANTINED_PREFIX}${s.receivedAt.slice(0, 10)}/${Date.parse(s.receivedAt)}/${s.spam?.code ?? 'other'}/${s.form}/${s.submissionId}`

interface ListOptions {
  bucket?: Bucket
  form?: FormKind
  /** Called for a blob that is not a valid submission (it is skipped). */
  onInvalid?: (key: string, reason: string) => void
}

/** The people a submission names: every address in its answers and its copy of the form. */
const emailsOf = (s: Pick<StoredSubmission, 'answers' | 'formData'>) => emailsIn([s.answers, s.formData])

export type PutOutcome =
  /** 'duplicate': a retry of one already stored. `submission` is what is stored, with its erasure tag. */
  | { kind: 'stored' | 'duplicate'; submission: StoredSubmission }
  /** Its person is being erased, or was while it was written: nothing of it is kept. */
  | { kind: 'erased' }

export interface LeadStore {
  /** Stores a submission unless its key exists or its person is being erased. */
  put(bucket: Bucket, submission: StoredSubmission): Promise<PutOutcome>
  /** Every stored submission of a bucket (default 'lead'), optionally of one form. */
  list(options?: ListOptions): Promise<StoredSubmission[]>
  /** The accepted submissions of one lead. */
  submissionsOf(form: FormKind, leadId: string): Promise<StoredSubmission[]>
  /**
   * Records that `token` was sent by the person this submission names (its first address), and says
   * whether someone else sent it first (false when it names nobody yet).
   */
  tokenReused(token: string, submission: StoredSubmission): Promise<boolean>
  /** The erasure a lead id was erased by, if it was: its notifications from then on carry it in their keys. */
  erasedLead(leadId: string): Promise<string | null>
}

export function leadStoreFrom(store: Store): LeadStore {
  return {
    async put(bucket, submission) {
      const emails = emailsOf(submission)
      const tag = emails.length ? await erasureTag(store, emails) : {}
      if (tag === 'erasing') return { kind: 'erased' }
      const tagged: StoredSubmission = Object.keys(tag).length ? { ...submission, erasure: tag } : submission
      const key = submissionKey(bucket, tagged)
      // The index first: an entry without its lead is read once and removed; a lead without its entry would never be swept.
      // A resend of a stored save writes none: its receivedAt is new, and a retry must change nothing.
      if (bucket === 'lead' && !(await store.getMetadata(key))) await Promise.all(dueKeys(tagged).map((k) => store.set(k, '')))
      const { modified } = await store.setJSON(key, tagged, { onlyIfNew: true })
      if (modified && bucket === 'spam') await store.set(quarantinedKey(tagged), '')
      // An erase that began while this was written may have listed the store before it landed.
      if (emails.length && (await erasedSince(store, emails, tag))) {
        if (modified) await store.delete(key)
        return { kind: 'erased' }
      }
      return { kind: modified ? 'stored' : 'duplicate', submission: tagged }
    },
    list(options) {
      return read(options)
    },
    async erasedLead(leadId) {
      const mark = (await store.get(erasedLeadKey(leadId), { type: 'json' })) as { erasure?: string } | null
      return mark?.erasure ?? null
    },
    async tokenReused(token, submission) {
      const [email] = emailsOf(submission)
      if (!email) return false
      // A person being erased is not recorded (the put refuses them too): one read, no writes.
      const erasing = async () => (await erasureTag(store, [email])) === 'erasing'
      if (await erasing()) return false
      const [person, hash] = [personKey(email), tokenHash(token)]
      const use = `${tokenUsePrefix(person)}${hash}`
      await store.set(use, '')
      // Create-only: of two people racing with one token, one is first and the other is told reused.
      const { modified } = await store.set(tokenFirstKey(hash), person, { onlyIfNew: true })
      // Read again after the writes: an erase begun meanwhile may have looked already, so this takes
      // back what it wrote (and the erase's looks do not keep finding new keys).
      if (await erasing()) {
        await store.delete(use)
        if (modified) await store.delete(tokenFirstKey(hash))
        return false
      }
      return !modified && (await store.get(tokenFirstKey(hash), { type: 'text' })) !== person
    },
    submissionsOf(form, leadId) {
      return read({ form, prefix: `${LEADS_KEYS.lead}${form}/${leadId}/` })
    },
  }

  async function read({ bucket = 'lead', form, onInvalid, prefix }: ListOptions & { prefix?: string } = {}) {
    const keys: string[] = []
    for await (const page of store.list({
      prefix: prefix ?? (form ? `${LEADS_KEYS[bucket]}${form}/` : LEADS_KEYS[bucket]),
      paginate: true,
    }))
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
export const leadStore = (site?: { siteID: string; token: string }): LeadStore =>
  // Strong: the erasure marker read around each put decides whether it is kept.
  leadStoreFrom(openStore(STORE_NAME, { site, consistency: 'strong' }))

/** The local store, for the export: call close() when done. */
export async function openLocalLeadStore(
  projectRoot: string,
  blobsDir?: string,
): Promise<{ store: LeadStore; directory: string; close: () => Promise<void> }> {
  const local = await openLocalStore(projectRoot, STORE_NAME, blobsDir)
  return { ...local, store: leadStoreFrom(local.store) }
}
