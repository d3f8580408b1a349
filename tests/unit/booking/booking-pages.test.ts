// The booking as content: the `booking` and `booking-manage` sections (their
// {tokens} checked, their shared words merged under each page's own), the cross-file rules (a real meeting type, booked from its
// own page, never beside a lead form), what a configured third-party calendar
// changes (the page embeds it, loads no booking code, and the CSP names only
// that provider), and the lead handoff the forms leave for the booking.
import { describe, expect, it } from 'vitest'
import { deepMerge, withBookingCopy } from '../../../schemas/booking-pages.ts'
import { PageSchema } from '../../../schemas/page.ts'
import { BookingSectionSchema } from '../../../schemas/sections/booking.ts'
import { buildRoutes, pageKind } from '../../../scripts/lib/build-routes.ts'
import { bookingSectionProblems } from '../../../scripts/lib/cross-checks.ts'
import { cspSources } from '../../../scripts/lib/headers-file.ts'
import { INTERACTIVE_SECTIONS } from '../../../schemas/sections/index.ts'
import {
  contactHandoff,
  HANDOFF_MAX_AGE_MS,
  LEAD_HANDOFF_KEY,
  readLeadHandoff,
  saveLeadHandoff,
  wizardHandoff,
} from '../../../src/forms/lead-handoff.ts'
import { booking } from '../../../src/generated/booking.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { local } from '../../../src/generated/local.ts'
import { pages } from '../../../src/generated/pages.ts'
import { posts } from '../../../src/generated/posts.ts'
import { site } from '../../../src/generated/site.ts'

const page = (route: string) => structuredClone(pages.find((p) => p.route === route)!)
const [first, second] = booking.meetingTypes
const schedule = page(first!.page)
const bookingSection = () => structuredClone(schedule.sections.find((s) => s.type === 'booking')!)
const issues = (value: unknown) => {
  const r = BookingSectionSchema.safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}  ${i.message}`)
}

describe('booking section content', () => {
  it("each meeting type's page books that type; the manage page is hidden from search", () => {
    for (const t of booking.meetingTypes)
      expect(page(t.page).sections.find((s) => s.type === 'booking')).toMatchObject({ meetingType: t.id })
    const manage = page('/booking/manage')
    expect(manage.seo.noindex).toBe(true)
    expect(manage.sections.map((s) => s.type)).toContain('booking-manage')
  })

  it('refuses a token a text does not take, naming the ones it does', () => {
    const s = bookingSection()
    s.picker.times = 'Times on {dya}'
    s.details.submit = 'Book {time}'
    expect(issues(s)).toEqual([
      'picker.times  unknown token {dya}: use only {day}',
      'details.submit  unknown token {time}: this text takes no tokens',
    ])
  })

  it('needs a calendar title with a calendar, and a required message on name and email', () => {
    const s = bookingSection() as Record<string, unknown> & ReturnType<typeof bookingSection>
    delete s.calendarTitle
    delete s.details.fields.email.required
    expect(issues(s)).toEqual([
      'details.fields  name and email need a `required` message: a booking cannot be made without them',
      "calendarTitle  calendarTitle is needed with calendar (the embedded frame's accessible title)",
    ])
  })
})

describe('booking cross-file rules', () => {
  const types = booking.meetingTypes

  it('pass on the real pages', () => {
    for (const p of pages) expect(bookingSectionProblems(p, types)).toEqual([])
  })

  it('need a meeting type of content/booking.yaml, booked from this very page', () => {
    const p = page(first!.page)
    const i = p.sections.findIndex((s) => s.type === 'booking')
    Object.assign(p.sections[i]!, { meetingType: 'no-such-call' })
    expect(bookingSectionProblems(p, types)).toEqual([
      {
        path: ['sections', i, 'meetingType'],
        message: `no meeting type "no-such-call" in content/booking.yaml (known: ${types.map((t) => t.id).join(', ')})`,
      },
    ])
    Object.assign(p.sections[i]!, { meetingType: second!.id })
    expect(bookingSectionProblems(p, types)[0]!.message).toBe(
      `"${second!.id}" is booked from ${second!.page} (content/booking.yaml), not from ${first!.page}: change one of them`,
    )
  })

  it('refuse a booking and a lead form on one page', () => {
    const p = page(first!.page)
    p.sections.push({ type: 'contact-form', heading: 'Or write to us', tone: 'light' })
    expect(bookingSectionProblems(p, types).map((x) => x.message)).toEqual([
      'a page with a booking section cannot also hold a lead form (contact form, wizard): put them on separate pages',
    ])
    expect(PageSchema.safeParse(p).success).toBe(true)
  })
})

describe("the booking pages' shared words (content/booking-pages.yaml)", () => {
  const raw = {
    sections: [
      { type: 'booking', meetingType: first!.id },
      { type: 'booking-manage', heading: 'x' },
    ],
  }

  it('complete a section that gives only its own fields, the same words on every booking page and the manage page', () => {
    const merged = withBookingCopy(raw, bookingPages) as { sections: Record<string, unknown>[] }
    const [book, manage] = merged.sections.map((s) => s as Record<string, Record<string, unknown>>)
    expect(BookingSectionSchema.safeParse(book).success).toBe(true)
    expect(book!.picker).toEqual(bookingPages.picker)
    expect(manage!.picker).toEqual(bookingPages.picker)
    expect(book!.confirmation!.calendar).toEqual(bookingPages.calendar)
    expect(manage!.calendar).toEqual(bookingPages.calendar)
    expect(manage!.labels).toMatchObject({ yourTime: bookingPages.yourTime, officeTime: bookingPages.officeTime })
    // The manage page's own words for some problems, the shared ones for the rest.
    expect(manage!.problems).toEqual({ ...bookingPages.problems, ...bookingPages.manage.problems })
  })

  it("a page's own text wins, deep inside the section, and leaves its neighbours alone", () => {
    const own = { ...raw.sections[0], picker: { days: 'Pick a day' } }
    const [book] = (withBookingCopy({ sections: [own] }, bookingPages) as { sections: { picker: Record<string, unknown> }[] }).sections
    expect(book!.picker).toEqual({ ...bookingPages.picker, days: 'Pick a day' })
  })

  it('every booking section of the real pages reads the shared words unless its page says otherwise', () => {
    for (const { s } of pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'booking' ? [{ s }] : []))))
      expect(s.picker).toEqual(bookingPages.picker)
  })

  it('deepMerge: objects merged key by key, any other value replaced whole', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { c: 3 }, l: [9] })).toEqual({ a: { b: 1, c: 3 }, l: [9] })
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 })
  })
})

describe('a third-party calendar configured for a page', () => {
  const withCalendar = (calendars: Record<string, string | null>) => ({
    ...site,
    embeds: { ...site.embeds, booking: { ...site.embeds.booking, calendars } },
  })

  it("none configured: each meeting type's page and the manage page are booking pages; everything else keeps its kind", () => {
    const routes = buildRoutes({ pages, posts, local, site }, INTERACTIVE_SECTIONS)
    const kinds = Object.fromEntries(routes.map((r) => [r.path, r.kind]))
    for (const path of [...booking.meetingTypes.map((t) => `${t.page}/`), '/booking/manage/'])
      expect(kinds[path], path).toBe('booking-page')
    expect([kinds['/contact/'], kinds['/booking-confirmation/'], kinds['/']]).toEqual(['form-page', 'page', 'page'])
  })

  it('one configured: that page embeds it and is HTML-only; the other page still books here', () => {
    const s = withCalendar({ schedule: 'https://calendly.com/harbourline/growth-session', t2: null })
    expect(pageKind(schedule, s, INTERACTIVE_SECTIONS)).toBe('page')
    expect(pageKind(page('/T2-schedule'), s, INTERACTIVE_SECTIONS)).toBe('booking-page')
    expect(pageKind(page('/booking/manage'), s, INTERACTIVE_SECTIONS)).toBe('booking-page')
  })

  it('the CSP frames only the configured provider (and the video player when content has a video id), nothing for first-party booking', () => {
    const video = 'https://www.youtube-nocookie.com'
    expect(cspSources(site, true).frames).toEqual([video])
    expect(cspSources(withCalendar({ schedule: 'https://calendly.com/harbourline/growth-session', t2: null }), true).frames).toEqual([
      video,
      'https://calendly.com',
    ])
    expect(cspSources(withCalendar({ schedule: 'https://calendly.com/harbourline/growth-session', t2: null }), false).frames).toEqual([
      'https://calendly.com',
    ])
  })
})

describe('the lead handoff from the forms to the booking', () => {
  const memory = (): Storage => {
    const m = new Map<string, string>()
    return {
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
      clear: () => m.clear(),
      key: () => null,
      length: 0,
    }
  }
  const leadId = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b'

  it('keeps the lead id, name, email and phone, trimmed, and gives them back', () => {
    const store = memory()
    saveLeadHandoff({ leadId, name: ' Jane Citizen ', email: 'jane@example.com.au', phone: '0412 345 678' }, 1_800_000_000_000, store)
    expect(JSON.parse(store.getItem(LEAD_HANDOFF_KEY)!)).toMatchObject({ v: 1, leadId, name: 'Jane Citizen' })
    expect(readLeadHandoff(1_800_000_000_000, store)).toEqual({
      v: 1,
      leadId,
      name: 'Jane Citizen',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
      savedAt: 1_800_000_000_000,
    })
  })

  it('ignores an old, malformed or id-less handoff', () => {
    const store = memory()
    saveLeadHandoff({ leadId, name: 'Jane', email: 'j@example.com', phone: '' }, 1_800_000_000_000, store)
    expect(readLeadHandoff(1_800_000_000_000 + HANDOFF_MAX_AGE_MS + 1, store)).toBeNull()
    saveLeadHandoff({ leadId: 'not-an-id', name: 'Jane', email: 'j@example.com', phone: '' }, 1_800_000_000_000, store)
    expect(JSON.parse(store.getItem(LEAD_HANDOFF_KEY)!).leadId).toBe(leadId) // not overwritten
    store.setItem(LEAD_HANDOFF_KEY, '{"v":2}')
    expect(readLeadHandoff(1_800_000_000_000, store)).toBeNull()
  })

  it("maps the contact form's and the wizard's answers (the wizard's phone gets its country prefix)", () => {
    expect(
      contactHandoff(leadId, { firstName: 'Jane ', lastName: ' Citizen', email: 'jane@example.com.au', phone: '0412 345 678' }),
    ).toEqual({
      leadId,
      name: 'Jane Citizen',
      email: 'jane@example.com.au',
      phone: '0412 345 678',
    })
    expect(wizardHandoff(leadId, growthSessionForm, { firstName: 'Jane', email: 'jane@example.com.au', phone: '412345678' })).toEqual({
      leadId,
      name: 'Jane',
      email: 'jane@example.com.au',
      phone: '+61412345678',
    })
    expect(wizardHandoff(leadId, growthSessionForm, { firstName: 'Jane' }).phone).toBe('')
  })
})
