// content/booking-pages.yaml: the words of the first-party booking pages, written
// once. The pages where a time is booked (/schedule, /T2-schedule, the page of
// any new meeting type) and the page a booking's personal link opens
// (/booking/manage) share the picker, the problems, the place, the calendar
// links and the time labels; each page's section gives only what is its own
// (heading, meeting type, calendar, next link) plus any text it overrides.
// withBookingCopy() deep-merges the section over these words before the page
// is validated with the full section schema (schemas/sections/booking*.ts), so
// the pages read the same complete sections as before.
// The details' email and phone messages are not written here: they are the
// contact form's (content/forms/contact.yaml), whose rules the booking API
// checks with; withContactMessages() puts them in as the copy is assembled.
import { z } from 'zod'
import type { ContactForm } from './contact-form-content.ts'
import {
  BookingCopyFieldsSchema,
  BookingPickerCopySchema,
  BookingProblemsCopySchema,
  CalendarLinksCopySchema,
  MeetingPlaceCopySchema,
  tokenText,
} from './sections/booking-copy.ts'
import { BookingManageSectionSchema } from './sections/booking-manage.ts'
import { BookingSectionSchema } from './sections/booking.ts'

const book = BookingSectionSchema.shape
const manage = BookingManageSectionSchema.shape

/**
 * The same object with every field optional, nested objects too (except the
 * `keep` keys at its top): what a page gives over the shared words. The
 * refinements of the full schema run after the merge.
 */
export function deepPartial(schema: z.ZodObject, keep: readonly string[] = []): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      if (keep.includes(key)) return [key, field]
      // The editors' title and hint stay with the field, wherever the full schema put them.
      const meta = z.globalRegistry.get(field)
      const inner = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field
      const optional = (inner instanceof z.ZodObject ? deepPartial(inner) : inner).optional()
      return [key, meta ? optional.meta(meta) : optional]
    }),
  )
  const meta = z.globalRegistry.get(schema)
  const partial = z.object(shape).strict()
  return meta ? partial.meta(meta) : partial
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** `over` laid on `base`, object by object; a value of `over` (a text, a list) replaces the base's whole. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over
  const out: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v)
  return out
}

const bookingPagesSchema = <D extends z.ZodObject>(details: D) =>
  z
    .object({
      yourTime: tokenText([], 'Label of the time in the visitor\'s zone, e.g. "Your time"').meta({ title: 'Your time label' }),
      officeTime: tokenText([], 'Label of the office time, shown when it differs, e.g. "Our time (Melbourne)"').meta({
        title: 'Office time label',
      }),
      picker: BookingPickerCopySchema.meta({ title: 'Time picker' }),
      problems: BookingProblemsCopySchema.meta({ title: 'Problems' }),
      place: MeetingPlaceCopySchema.meta({ title: 'Where and how long' }),
      calendar: CalendarLinksCopySchema.meta({ title: 'Add to calendar' }),
      book: z
        .object({
          details,
          confirmation: book.confirmation
            .omit({ yourTime: true, officeTime: true, place: true, calendar: true, next: true })
            .describe('Shown in the page once the time is booked (the time labels, place and calendar links are shared above)')
            .meta({ title: 'Confirmation' }),
          existing: book.existing,
          noScript: book.noScript,
        })
        .strict()
        .describe('Only on the pages where a time is booked (a `booking` section): the details step, the confirmation, "already booked"')
        .meta({ title: 'Booking a time' }),
      manage: z
        .object({
          loading: manage.loading,
          error: manage.error,
          retry: manage.retry,
          invalid: manage.invalid,
          labels: manage.labels
            .omit({ yourTime: true, officeTime: true })
            .describe("Labels of the booking's details (the time labels are shared above)")
            .meta({ title: 'Labels' }),
          status: manage.status,
          move: manage.move,
          cancel: manage.cancel,
          problems: deepPartial(BookingProblemsCopySchema)
            .optional()
            .describe('The problems above in other words on this page, only those that differ, e.g. pick: "Move to {time}"')
            .meta({ title: 'Problems (in other words here)' }),
        })
        .strict()
        .describe("Only on the page a booking's personal link opens (a `booking-manage` section): see, move or cancel it")
        .meta({ title: 'Managing a booking' }),
    })
    .strict()
    .describe('The words of the booking pages, shared by every meeting type and the manage page')
    .meta({ title: 'Booking pages: words' })

/** The details step as content/booking-pages.yaml writes it: its fields without the contact form's messages. */
const detailsAsWritten = book.details.extend({ fields: BookingCopyFieldsSchema.meta({ title: 'Fields' }) })
const detailsMeta = z.globalRegistry.get(book.details)

/** content/booking-pages.yaml as written (what the editor and check:content check). */
export const BookingPagesCopySchema = bookingPagesSchema(detailsMeta ? detailsAsWritten.meta(detailsMeta) : detailsAsWritten)
/** The words as assembled: the details' email and phone with the contact form's messages. */
type BookingPagesSchema = ReturnType<typeof bookingPagesSchema<typeof book.details>>
/** The assembled words (src/generated/booking-pages.ts), what the booking sections are merged over. */
export type BookingPages = z.output<BookingPagesSchema>

/** The contact form's messages the booking's email and phone share. */
export interface ContactMessages {
  email: Pick<ContactForm['fields']['email'], 'required' | 'invalid' | 'domain'>
  phone: Pick<ContactForm['fields']['phone'], 'invalid'>
}

/**
 * The booking copy with the contact form's email messages (required, invalid, domain) and phone message
 * (invalid) in its details' fields: the booking API checks the email and phone with the contact form's
 * rules and messages (schemas/booking-request.ts), so the page says what the server would.
 */
export function withContactMessages(copy: z.output<typeof BookingPagesCopySchema>, contact: ContactMessages): BookingPages
export function withContactMessages(copy: z.input<typeof BookingPagesCopySchema>, contact: ContactMessages): BookingPagesCopy
export function withContactMessages(copy: unknown, { email, phone }: ContactMessages): unknown {
  const messages = { email: { required: email.required, invalid: email.invalid, domain: email.domain }, phone: { invalid: phone.invalid } }
  return deepMerge(copy, { book: { details: { fields: messages } } })
}

/** The assembled words as an input (the booking sections' defaults, before their defaults are applied). */
export type BookingPagesCopy = z.input<BookingPagesSchema>

/** What a `booking` section says unless its page says otherwise. */
function bookingDefaults(c: BookingPagesCopy) {
  const { details, confirmation, existing, noScript } = c.book
  return {
    picker: c.picker,
    details,
    problems: c.problems,
    confirmation: { ...confirmation, yourTime: c.yourTime, officeTime: c.officeTime, place: c.place, calendar: c.calendar },
    existing,
    noScript,
  }
}

/** What the `booking-manage` section says unless its page says otherwise. */
function manageDefaults(c: BookingPagesCopy) {
  const { labels, problems, ...rest } = c.manage
  return {
    ...rest,
    labels: { ...labels, yourTime: c.yourTime, officeTime: c.officeTime },
    place: c.place,
    picker: c.picker,
    problems: deepMerge(c.problems, problems),
    calendar: c.calendar,
  }
}

/** A page as written (its booking sections partial) with the shared words under its booking sections. */
export function withBookingCopy(page: unknown, copy: BookingPagesCopy): unknown {
  if (!isObject(page) || !Array.isArray(page.sections)) return page
  const defaults: Record<string, unknown> = { booking: bookingDefaults(copy), 'booking-manage': manageDefaults(copy) }
  const sections = page.sections.map((s: unknown) => {
    const type = isObject(s) && typeof s.type === 'string' ? s.type : ''
    return type in defaults ? deepMerge(defaults[type], s) : s
  })
  return { ...page, sections }
}
