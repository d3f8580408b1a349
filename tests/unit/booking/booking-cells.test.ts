// Time cells (netlify/lib/booking/cells.ts): two bookings share a cell exactly
// when the slot engine calls them a clash, so create-only claims on cells are
// the engine's rule enforced by the store.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { booking } from '../../../src/generated/booking.ts'
import { BookingSettingsSchema } from '../../../schemas/booking-settings.ts'
import { cellMinutes, cellsFor } from '../../../netlify/lib/booking/cells.ts'
import { freeSlots, isBookableSlot } from '../../../netlify/lib/booking/slots.ts'

const NOW = new Date('2026-12-01T20:00:00Z')

describe('cellMinutes', () => {
  it('is 15 for the site: the gcd of steps, durations, buffer and openings, within a quarter hour', () => {
    expect(cellMinutes(booking)).toBe(15)
  })

  it('follows the settings: 10-minute steps give 5, 20-minute everything gives 5 (15 divides offsets), odd openings count', () => {
    const types = (step: number, duration: number) =>
      booking.meetingTypes.map((t) => ({ ...t, stepMinutes: step, durationMinutes: duration }))
    expect(cellMinutes({ ...booking, meetingTypes: types(10, 30) })).toBe(5)
    expect(cellMinutes({ ...booking, meetingTypes: types(20, 20), bufferMinutes: 0 })).toBe(5)
    expect(cellMinutes({ ...booking, meetingTypes: types(30, 30), bufferMinutes: 0 })).toBe(15)
    expect(
      cellMinutes({
        ...booking,
        meetingTypes: types(30, 30),
        bufferMinutes: 0,
        weeklyHours: { ...booking.weeklyHours, mon: [{ from: '09:05', to: '17:00' }] },
      }),
    ).toBe(5)
  })
})

describe('cellsFor', () => {
  it('covers the meeting and the buffer after it', () => {
    const cells = cellsFor(new Date('2026-12-02T23:00:00Z'), new Date('2026-12-02T23:30:00Z'), 15, 15)
    expect(cells.map((d) => d.toISOString())).toEqual(['2026-12-02T23:00:00.000Z', '2026-12-02T23:15:00.000Z', '2026-12-02T23:30:00.000Z'])
  })

  it('share a cell exactly when the engine calls two slots a clash, for every pair of slots of a week (both types)', () => {
    const settings = BookingSettingsSchema.parse(structuredClone(booking))
    const cell = cellMinutes(settings)
    const slots = settings.meetingTypes.flatMap((t) =>
      freeSlots(settings, t.id, { from: '2026-12-03', days: 7 }, NOW, []).map((s) => ({ type: t.id, ...s })),
    )
    const cellsOf = (s: { start: string; end: string }) =>
      new Set(cellsFor(new Date(s.start), new Date(s.end), settings.bufferMinutes, cell).map((d) => d.getTime()))
    fc.assert(
      fc.property(fc.constantFrom(...slots), fc.constantFrom(...slots), (a, b) => {
        const engineClash = !isBookableSlot(settings, b.type, b.start, NOW, [a]).ok
        const a1 = cellsOf(a)
        const shared = [...cellsOf(b)].some((c) => a1.has(c))
        // The per-day maximum is not a clash of times: only the strategy type has one, and one booking never fills it.
        expect(shared).toBe(engineClash)
      }),
      { numRuns: 2000 },
    )
  })
})
