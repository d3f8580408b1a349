// What a finished contact form or growth-session wizard leaves in the browser
// for the booking on /schedule and /T2-schedule: the lead's id (so the booking
// is linked to it) and the name, email and phone the visitor gave (so they are
// not asked twice). The forms clear their own drafts and resume ids when they
// finish; this is written at that moment and only read by the booking.
import type { GrowthSessionForm } from '../../schemas/forms.ts'
import { isId } from '../../schemas/lead-envelope.ts'
import { normaliseAfterPrefix } from '../../schemas/phone.ts'
import type { ContactAnswers, GrowthAnswers } from '../../schemas/lead.ts'
import { local, readJson, writeJson } from './storage.ts'

/** Its localStorage key (see KEYS in storage.ts for the others). */
export const LEAD_HANDOFF_KEY = 'hl.lead-handoff'

interface LeadHandoff {
  v: 1
  leadId: string
  name: string
  email: string
  phone: string
  /** When it was written (ms); an old one is ignored. */
  savedAt: number
}

/** Older than this, the details are not offered: a shared computer should not keep prefilling someone. */
export const HANDOFF_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

const text = (v: unknown, max = 300) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

export function saveLeadHandoff(
  lead: { leadId: string; name: string; email: string; phone: string },
  now = Date.now(),
  storage = local(),
): void {
  if (!isId(lead.leadId)) return
  const value: LeadHandoff = {
    v: 1,
    leadId: lead.leadId,
    name: text(lead.name),
    email: text(lead.email),
    phone: text(lead.phone),
    savedAt: now,
  }
  writeJson(storage, LEAD_HANDOFF_KEY, value)
}

/** The handoff, or null when there is none, it is malformed or it is too old. */
export function readLeadHandoff(now = Date.now(), storage = local()): LeadHandoff | null {
  const d = readJson(storage, LEAD_HANDOFF_KEY) as Partial<LeadHandoff> | null
  if (
    !d ||
    d.v !== 1 ||
    !isId(d.leadId) ||
    typeof d.savedAt !== 'number' ||
    now - d.savedAt > HANDOFF_MAX_AGE_MS ||
    d.savedAt > now + 60_000
  )
    return null
  return { v: 1, leadId: d.leadId, name: text(d.name), email: text(d.email), phone: text(d.phone), savedAt: d.savedAt }
}

/** The contact form's answers as the booking needs them. */
export const contactHandoff = (leadId: string, v: Pick<ContactAnswers, 'firstName' | 'lastName' | 'email' | 'phone'>) => ({
  leadId,
  name: `${v.firstName.trim()} ${v.lastName.trim()}`.trim(),
  email: v.email,
  phone: v.phone,
})

/** The wizard's answers as the booking needs them: its phone step keeps the digits typed after a fixed prefix; the booking gets E.164. */
export function wizardHandoff(leadId: string, form: GrowthSessionForm, a: GrowthAnswers) {
  const phoneStep = form.steps.find((s) => s.type === 'phone')
  const prefix = phoneStep?.type === 'phone' ? phoneStep.prefix : ''
  const phone = a.phone ? (normaliseAfterPrefix(prefix, a.phone) ?? '') : ''
  return { leadId, name: a.firstName ?? '', email: a.email ?? '', phone }
}
