// GET /api/staff/set-aside, POST /api/staff/set-aside/<id>/restore and .../discard: the
// submissions set aside as automated (the leads store's spam/ bucket), one item per lead
// (`<form>.<leadId>`: a wizard's saves are set aside together). Restoring moves every save of the
// lead into lead/, indexes it and notifies it like any other lead; discarding deletes them.
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { FORM_KINDS, isId, type FormKind } from '../../../schemas/lead.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import type { Store } from '../blobs.ts'
import { mergeLead } from '../leads/lead-merge.ts'
import { leadNotifications } from '../leads/lead-messages.ts'
import { siteNotifier } from '../site-outbox.ts'
import { submissionKey, type LeadStore } from '../leads/lead-store.ts'
import type { AfterAnswer } from '../outbox/notifier.ts'
import { withConsoleLink } from './console-link.ts'
import { indexSubmission, personFacts, personIdOf } from './person-index.ts'
import type { SetAsideItem, SetAsideList } from '../../../schemas/staff-api-types.ts'
import { appendHistory } from './staff-records.ts'
import { labeled } from './lead-fills.ts'
import { SITE_FORMS, type LeadForms } from '../leads/option-labels.ts'

export function parseSetAsideId(id: string): { form: FormKind; leadId: string } | null {
  const [form, leadId, extra] = id.split('.')
  if (extra !== undefined || !FORM_KINDS.includes(form as FormKind) || !isId(leadId)) return null
  return { form: form as FormKind, leadId: leadId! }
}

/** The fields where a visitor writes in their own words (textareas), per form: onboarding's named `step.field`. */
const freeTextFields = (forms: LeadForms): Record<FormKind, string[]> => ({
  contact: Object.entries(forms.contact.fields).flatMap(([name, f]) => (f.kind === 'textarea' ? [name] : [])),
  'growth-session': forms.growth.steps.flatMap((s) => (s.type === 'textarea' ? [s.field] : [])),
  onboarding: Object.entries(forms.onboarding.steps).flatMap(([step, st]) =>
    Object.entries(st.fields).flatMap(([name, f]) => ((f as { kind?: string }).kind === 'textarea' ? [`${step}.${name}`] : [])),
  ),
})

/**
 * What the visitor wrote in their own words (their message: the form's free-text answers, one a paragraph):
 * what staff read to judge whether a set-aside submission is a person. Pure.
 */
export function messageOf(form: FormKind, answers: Record<string, unknown>, forms: LeadForms = SITE_FORMS): string {
  const valueAt = (path: string) => {
    const [step, field] = path.split('.')
    const v = field === undefined ? answers[step!] : (answers[step!] as Record<string, unknown> | undefined)?.[field]
    return typeof v === 'string' ? v.trim() : ''
  }
  const fields = freeTextFields(forms)[form]
  return fields.map(valueAt).filter(Boolean).join('\n\n')
}

export async function listSetAside(leads: LeadStore): Promise<SetAsideList> {
  const groups = new Map<string, StoredSubmission[]>()
  for (const s of await leads.list({ bucket: 'spam' })) {
    const id = `${s.form}.${s.leadId}`
    groups.set(id, [...(groups.get(id) ?? []), s])
  }
  const items: SetAsideItem[] = [...groups].map(([id, subs]) => {
    const lead = mergeLead(subs, { growthSessionForm })
    const facts = personFacts(lead)
    const last = subs.at(-1)!.spam
    return {
      id,
      form: lead.form,
      receivedAt: lead.updatedAt,
      reason: (lead.spamReasons ?? []).join('; '),
      ...(last?.code ? { code: last.code } : {}),
      ...facts,
      message: messageOf(lead.form, lead.answers),
      answers: labeled(lead.form, lead.answers),
    }
  })
  items.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
  return { items }
}

async function spamOf(raw: Store, form: FormKind, leadId: string): Promise<StoredSubmission[]> {
  const out: StoredSubmission[] = []
  for await (const page of raw.list({ prefix: `spam/${form}/${leadId}/`, paginate: true }))
    for (const b of page.blobs) {
      const s = (await raw.get(b.key, { type: 'json' })) as StoredSubmission | null
      if (s) out.push(s)
    }
  return out
}

/** Moves a set-aside lead into the leads; answers the person's id, or null when nothing was set aside under `id`. */
export async function restoreSetAside(
  raw: Store,
  leads: LeadStore,
  index: Store,
  id: { form: FormKind; leadId: string },
  by: string,
  context?: AfterAnswer,
): Promise<string | null> {
  const subs = await spamOf(raw, id.form, id.leadId)
  if (!subs.length) return null
  let last: StoredSubmission | undefined
  for (const s of subs) {
    const { spam: _spam, ...kept } = s
    const put = await leads.put('lead', kept)
    if (put.kind !== 'erased') {
      await indexSubmission(put.submission, index)
      last = put.submission
    }
    await raw.delete(submissionKey('spam', s))
  }
  const personId = await personIdOf(index, `lead:${id.form}/${id.leadId}`)
  if (personId)
    await appendHistory(index, personId, { at: new Date().toISOString(), by, what: 'restore', before: 'set-aside', after: 'lead' })
  // Notified like any other lead: the same messages, through the same outbox.
  if (last) {
    const restored = last
    siteNotifier().later(() => leadNotifications(restored, leads, withConsoleLink), context)
  }
  return personId ?? ''
}

export async function discardSetAside(raw: Store, index: Store, id: { form: FormKind; leadId: string }, by: string): Promise<boolean> {
  const subs = await spamOf(raw, id.form, id.leadId)
  if (!subs.length) return false
  for (const s of subs) await raw.delete(submissionKey('spam', s))
  await index.setJSON(`set-aside-log/${new Date().toISOString()}-${id.leadId}`, {
    at: new Date().toISOString(),
    by,
    what: 'discard',
    before: `${id.form}.${id.leadId}`,
    after: null,
  })
  return true
}
