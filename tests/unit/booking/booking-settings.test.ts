// The rules of content/booking.yaml that span fields (schemas/booking-settings.ts) and
// files (scripts/lib/cross-checks.ts), with the sentences an editor reads.
import { describe, expect, it } from 'vitest'
import { BookingSettingsSchema } from '../../../schemas/booking-settings.ts'
import { crossCheck } from '../../../scripts/lib/cross-checks.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { booking } from '../../../src/generated/booking.ts'
import { team } from '../../../src/generated/team.ts'

const problems = (patch: Record<string, unknown>) => {
  const r = BookingSettingsSchema.safeParse({ ...structuredClone(booking), ...patch })
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}  ${i.message}`)
}

describe('booking settings schema', () => {
  it('accepts the shipped settings', () => {
    expect(problems({})).toEqual([])
  })

  it('refuses a meeting type id used twice', () => {
    const twice = [...booking.meetingTypes, { ...booking.meetingTypes[0]!, name: 'Another' }]
    expect(problems({ meetingTypes: twice })).toEqual([
      'meetingTypes.2.id  meeting type id "strategy-call" is used twice: give each type its own id',
    ])
  })

  it('refuses overlapping intervals on one day, and reports the later one', () => {
    expect(
      problems({
        weeklyHours: {
          ...booking.weeklyHours,
          wed: [
            { from: '13:00', to: '18:00' },
            { from: '09:00', to: '13:30' },
          ],
        },
      }),
    ).toEqual(['weeklyHours.wed.0  overlaps 09:00-13:30 on the same day: make one interval of them, or separate them'])
  })

  it('refuses a meeting that fits in no opening interval, or hours with no opening at all', () => {
    const long = booking.meetingTypes.map((t) => (t.id === 'strategy-call' ? { ...t, durationMinutes: 600 } : t))
    expect(problems({ meetingTypes: long })).toEqual([
      'meetingTypes.0.durationMinutes  a 600-minute meeting fits in none of the opening intervals in weeklyHours (the longest is 540 minutes)',
    ])
    expect(problems({ weeklyHours: {} })).toContain(
      'meetingTypes.0.durationMinutes  weeklyHours has no opening hours on any day, so nothing can be booked',
    )
  })

  it('refuses a holiday listed twice, an impossible date, a time without a leading zero, an unknown key', () => {
    expect(problems({ holidays: [...booking.holidays, { date: '2026-11-03', name: 'Cup Day' }] })).toEqual([
      `holidays.${booking.holidays.length}.date  2026-11-03 is listed twice: keep one entry (join the names if two holidays fall on one day)`,
    ])
    expect(problems({ blackoutDates: [{ date: '2026-02-29' }] })).toEqual([
      'blackoutDates.0.date  a real date written YYYY-MM-DD, e.g. 2026-11-03',
    ])
    expect(problems({ weeklyHours: { ...booking.weeklyHours, mon: [{ from: '9:00', to: '18:00' }] } })).toEqual([
      'weeklyHours.mon.0.from  a 24-hour time "HH:MM" in quotes, e.g. "09:00" ("24:00" is midnight at the end of the day)',
    ])
    expect(problems({ weeklyHours: { ...booking.weeklyHours, thur: [] } })).toEqual(['weeklyHours  Unrecognized key: "thur"'])
  })

  it('accepts hours to midnight ("24:00") and a day left out as closed', () => {
    const r = BookingSettingsSchema.parse({ ...structuredClone(booking), weeklyHours: { mon: [{ from: '20:00', to: '24:00' }] } })
    expect(r.weeklyHours.tue).toEqual([])
  })
})

describe('booking cross-file checks', () => {
  const loaded = loadContent()
  const bookingProblems = (patch: Record<string, unknown>) => {
    const content = { ...loaded.content!, booking: { ...loaded.content!.booking, ...patch } }
    return crossCheck(content, loaded.sources)
      .filter((p) => p.file.endsWith('booking.yaml'))
      .map((p) => `${p.path}  ${p.message}`)
  }

  it('passes on the real content', () => {
    expect(loaded.problems).toEqual([])
    expect(bookingProblems({})).toEqual([])
  })

  it('refuses a host who is not a team member with that id on the pages', () => {
    const types = loaded.content!.booking.meetingTypes.map((t, i) => (i === 0 ? { ...t, hosts: [...t.hosts, 'nobody-here'] } : t))
    const last = types[0]!.hosts.length - 1
    expect(bookingProblems({ meetingTypes: types, hosts: [{ id: 'ghost', timeOff: [] }] })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^meetingTypes\\.0\\.hosts\\.${last}  no team member "nobody-here" \\(the team-grid ids on the pages: ${team.map((m) => m.id).join(', ')}\\)$`,
        ),
      ),
      expect.stringMatching(/^hosts\.0\.id {2}no team member "ghost"/),
    ])
  })

  it('needs each meeting type on a real page', () => {
    const types = loaded.content!.booking.meetingTypes.map((t, i) => (i === 1 ? { ...t, page: '/T3-schedule' } : t))
    expect(bookingProblems({ meetingTypes: types })).toEqual(['meetingTypes.1.page  /T3-schedule is not a page of this site'])
  })

  it('refuses booking hours outside the hours the site advertises', () => {
    const hours = { ...loaded.content!.booking.weeklyHours, sat: [{ from: '10:00', to: '12:00' }], fri: [{ from: '08:00', to: '17:00' }] }
    const advertised = `outside the hours site.yaml contact.hours advertises (${loaded.content!.site.contact.hours.display}): change one of them`
    expect(bookingProblems({ weeklyHours: hours })).toEqual([
      `weeklyHours.fri.0  08:00-17:00 on Friday is ${advertised}`,
      `weeklyHours.sat.0  10:00-12:00 on Saturday is ${advertised}`,
    ])
  })
})
