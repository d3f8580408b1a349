import { describe, expect, it } from 'vitest'
import { MeetingTypeSchema } from '../../../schemas/booking-settings.ts'
import { meetingPlace, newRoomName, roomFor } from '../../../netlify/lib/booking/meeting-place.ts'

const typeWith = (location?: unknown) =>
  MeetingTypeSchema.parse({
    id: 'call',
    name: 'Call',
    durationMinutes: 30,
    stepMinutes: 30,
    page: '/schedule',
    hosts: ['some-host'],
    location,
  })

describe('meeting place', () => {
  it('a type without a location gets its own video room per booking', () => {
    const type = typeWith(undefined)
    expect(type.location.kind).toBe('video-room')
    const room = roomFor(type, 'harbourline')!
    expect(meetingPlace(type, { room })).toEqual({ kind: 'video', url: `https://meet.jit.si/${room}` })
  })

  it('room names are unguessable, distinct and only letters and digits', () => {
    const names = new Set(Array.from({ length: 2000 }, () => newRoomName('harbour-line')))
    expect(names.size).toBe(2000)
    for (const n of names) {
      expect(n).toMatch(/^harbourline[a-z0-9]+$/)
      // 128 random bits in base 36 is at least 20 characters after the prefix (but for a vanishing few).
      expect(n.length - 'harbourline'.length).toBeGreaterThanOrEqual(18)
    }
  })

  it('a fixed link is the same for every booking, and needs its link', () => {
    const type = typeWith({ kind: 'video-link', link: 'https://zoom.us/j/123' })
    expect(roomFor(type, 'x')).toBeUndefined()
    expect(meetingPlace(type, {})).toEqual({ kind: 'video', url: 'https://zoom.us/j/123' })
    expect(() => typeWith({ kind: 'video-link' })).toThrow(/needs its link/)
    expect(() => typeWith({ kind: 'video-link', link: 'http://zoom.us/j/1' })).toThrow(/https/)
    expect(() => typeWith({ kind: 'phone', link: 'https://zoom.us/j/1' })).toThrow(/only used by kind video-link/)
  })

  it('a phone call is on the number given; without one the place cannot be said', () => {
    const type = typeWith({ kind: 'phone', phoneRequired: 'Please enter the number we should call you on' })
    expect(meetingPlace(type, { phone: '+61412555111' })).toEqual({ kind: 'phone', number: '+61412555111' })
    expect(meetingPlace(type, {})).toBeNull()
  })

  it('a room on another server keeps one slash between server and room', () => {
    const type = typeWith({ kind: 'video-room', roomServer: 'https://jitsi.example.org/' })
    expect(meetingPlace(type, { room: 'abc' })).toEqual({ kind: 'video', url: 'https://jitsi.example.org/abc' })
  })
})
