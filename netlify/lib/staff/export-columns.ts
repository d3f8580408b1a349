// The columns of the lead export's CSV, in one place: which answers become
// columns, in what order, and how each value reads for staff (option labels from leads/option-labels.ts,
// phones in one international form). JSON keeps the stored values; only the CSV uses these.
// Onboarding's columns are step.field; the other forms' answers share one column per name.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { contactExportColumns } from '../../../schemas/contact-fields.ts'
import { formatPhone } from '../../../schemas/phone.ts'
import { ONBOARDING_FIELD_KINDS, ONBOARDING_STEPS, UTM_KEYS, type AdClick } from '../../../schemas/lead.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import type { Lead } from '../leads/lead-merge.ts'
import { asShown } from '../leads/option-labels.ts'
import { bookingCells } from './booking-view.ts'

const ONBOARDING_COLUMNS = ONBOARDING_STEPS.flatMap((step) => Object.keys(ONBOARDING_FIELD_KINDS[step]).map((f) => `${step}.${f}`))
// The contact form's columns from its fields in content, then each wizard field the contact form does not
// ask, in step order (an answer of the same name shares its column): a step added in content is a column.
const CONTACT_COLUMNS = contactExportColumns(contactForm.fields)
const ANSWER_COLUMNS: { field: string; header: string }[] = [
  ...CONTACT_COLUMNS,
  ...growthSessionForm.steps
    .filter((s) => !CONTACT_COLUMNS.some((c) => c.field === s.field))
    .map((s) => ({ field: s.field, header: s.field })),
]
const phoneStep = growthSessionForm.steps.find((s) => s.type === 'phone')

/**
 * Every phone as staff read it everywhere ("+61 412 555 111", schemas/phone.ts). Growth-session
 * leads stored before phones were E.164 hold the digits typed after the step's fixed prefix.
 */
function dialable(lead: Lead, phone: unknown): unknown {
  if (typeof phone !== 'string') return phone
  const legacyPrefix = lead.form === 'growth-session' && phoneStep?.type === 'phone' ? phoneStep.prefix : undefined
  return formatPhone(phone, legacyPrefix)
}

function answerCells(l: Lead): unknown[] {
  const a = l.answers
  const nested = (path: string) => {
    const [step, field] = path.split('.') as [string, string]
    const group = a[step]
    return group && typeof group === 'object' ? (group as Record<string, unknown>)[field] : undefined
  }
  return [
    ...ANSWER_COLUMNS.map(({ field: c }) =>
      // A column of the contact form and the wizard reads each lead's value by its own form's options.
      c === 'phone' ? dialable(l, a[c]) : asShown(l.form === 'contact' ? 'contact' : 'growth-session', c, a[c]),
    ),
    l.timezone ?? '',
    l.slug ?? '',
    ...ONBOARDING_COLUMNS.map((c) => asShown('onboarding', c, nested(c))),
  ]
}

/**
 * The ad columns, last so exports read by position before them stay as they were: the first and
 * the last ad click of the visit, Meta's and Google Analytics' browser ids, and whether ad platforms
 * may hear of the lead (docs/advertising-and-conversions.md).
 */
const CLICK_FIELDS = ['at', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'fbc', 'msclkid'] as const satisfies readonly (keyof AdClick)[]
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1)
export const AD_COLUMNS = [
  ...(['first', 'last'] as const).flatMap((which) => CLICK_FIELDS.map((f) => `${which}Click${capital(f)}`)),
  'fbp',
  'gaClientId',
  'adsAllowed',
  'adsReason',
]

function adCells(l: Lead): unknown[] {
  const { clicks, fbp, gaClientId } = l.attribution
  const click = (c: AdClick | undefined) => CLICK_FIELDS.map((f) => c?.[f] ?? '')
  const allowed = l.ads ? (l.ads.allowed ? 'yes' : 'no') : ''
  return [...click(clicks?.first), ...click(clicks?.last), fbp ?? '', gaClientId ?? '', allowed, l.ads?.reason ?? '']
}

/** `bookings` (by lead id) adds the booking columns: type, time in office time, status, and every booking. */
export function toRows(
  leads: Lead[],
  spam: boolean,
  bookings?: ReadonlyMap<string, readonly StoredBooking[]>,
): { header: string[]; rows: unknown[][] } {
  const header = [
    'leadId',
    'form',
    'createdAt',
    'updatedAt',
    'complete',
    'step',
    'submissions',
    // Why a kept lead looked odd (sent fast, an old form token): worth a second look, never a reason to drop it.
    'flags',
    ...ANSWER_COLUMNS.map((c) => c.header),
    'timezone',
    'slug',
    ...ONBOARDING_COLUMNS,
    ...UTM_KEYS,
    'referrer',
    'landingPage',
    // The ad clicks and browser ids beside the rest of where the lead came from.
    ...AD_COLUMNS,
    ...(bookings ? ['booking', 'bookingTime', 'bookingStatus', 'bookings'] : []),
    ...(spam ? ['spamReasons'] : []),
  ]
  const rows = leads.map((l) => [
    l.leadId,
    l.form,
    l.createdAt,
    l.updatedAt,
    l.complete ? 'yes' : 'no',
    l.step ?? '',
    l.submissions,
    (l.flags ?? []).map((f) => `${f.code}: ${f.detail}`).join('; '),
    ...answerCells(l),
    ...UTM_KEYS.map((k) => l.attribution[k]),
    l.attribution.referrer,
    l.attribution.landingPage,
    ...adCells(l),
    ...(bookings ? bookingCells(bookings.get(l.leadId)) : []),
    ...(spam ? [l.spamReasons?.join('; ')] : []),
  ])
  return { header, rows }
}
