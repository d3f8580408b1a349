// The columns of the lead export's CSV, in one place: which answers become
// columns, in what order, and how each value reads for staff (option labels from leads/option-labels.ts,
// phones in one international form). JSON keeps the stored values; only the CSV uses these.
// Onboarding's columns are step.field; the other forms' answers share one column per name.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { contactExportColumns } from '../../../schemas/contact-fields.ts'
import { formatPhone } from '../../../schemas/phone.ts'
import { UTM_KEYS, type AdClick } from '../../../schemas/lead.ts'
import type { Lead } from '../leads/lead-merge.ts'
import { asShown, SITE_FORMS, type LeadForms } from '../leads/option-labels.ts'
import { bookingCells } from './booking-view.ts'

/**
 * The answer columns of a set of form definitions: the contact form's from its fields in content (its
 * `column` header, else the name), then each wizard field the contact form does not ask, in step order
 * (an answer of the same name shares its column): a field or step added in content is a column. Then
 * onboarding's, step.field.
 */
function columnsOf(forms: LeadForms) {
  const contact = contactExportColumns(forms.contact.fields)
  return {
    answers: [
      ...contact,
      ...forms.growth.steps.filter((s) => !contact.some((c) => c.field === s.field)).map((s) => ({ field: s.field, header: s.field })),
    ],
    onboarding: Object.entries(forms.onboarding.steps).flatMap(([step, s]) => Object.keys(s.fields).map((f) => `${step}.${f}`)),
    phoneStep: forms.growth.steps.find((s) => s.type === 'phone'),
  }
}
type Columns = ReturnType<typeof columnsOf>

/**
 * Every phone as staff read it everywhere ("+61 412 555 111", schemas/phone.ts). Growth-session
 * leads stored before phones were E.164 hold the digits typed after the step's fixed prefix.
 */
function dialable(lead: Lead, phone: unknown, { phoneStep }: Columns): unknown {
  if (typeof phone !== 'string') return phone
  const legacyPrefix = lead.form === 'growth-session' && phoneStep?.type === 'phone' ? phoneStep.prefix : undefined
  return formatPhone(phone, legacyPrefix)
}

function answerCells(l: Lead, columns: Columns, forms: LeadForms): unknown[] {
  const a = l.answers
  const nested = (path: string) => {
    const [step, field] = path.split('.') as [string, string]
    const group = a[step]
    return group && typeof group === 'object' ? (group as Record<string, unknown>)[field] : undefined
  }
  return [
    ...columns.answers.map(({ field: c }) =>
      // A column of the contact form and the wizard reads each lead's value by its own form's options.
      c === 'phone' ? dialable(l, a[c], columns) : asShown(l.form === 'contact' ? 'contact' : 'growth-session', c, a[c], forms),
    ),
    l.timezone ?? '',
    l.slug ?? '',
    ...columns.onboarding.map((c) => asShown('onboarding', c, nested(c), forms)),
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

/**
 * `bookings` (by lead id) adds the booking columns: type, time in office time, status, and every booking.
 * `forms`: the definitions the columns and labels come from (the site's; a test gives a fixture's).
 */
export function toRows(
  leads: Lead[],
  spam: boolean,
  bookings?: ReadonlyMap<string, readonly StoredBooking[]>,
  forms: LeadForms = SITE_FORMS,
): { header: string[]; rows: unknown[][] } {
  const columns = columnsOf(forms)
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
    ...columns.answers.map((c) => c.header),
    'timezone',
    'slug',
    ...columns.onboarding,
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
    ...answerCells(l, columns, forms),
    ...UTM_KEYS.map((k) => l.attribution[k]),
    l.attribution.referrer,
    l.attribution.landingPage,
    ...adCells(l),
    ...(bookings ? bookingCells(bookings.get(l.leadId)) : []),
    ...(spam ? [l.spamReasons?.join('; ')] : []),
  ])
  return { header, rows }
}
