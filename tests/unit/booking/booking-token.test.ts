// The manage link's token (netlify/lib/booking/token.ts): signed, expiring,
// refused when tampered with, signed with another secret, expired or cut short;
// and the secret: a development default off Netlify, refused on Netlify when missing.
import { describe, expect, it } from 'vitest'
import { bookingSecret, DEVELOPMENT_SECRET, signToken, tokenExpiry, verifyToken } from '../../../netlify/lib/booking/token.ts'
import { isOnNetlify } from '../../../netlify/lib/runtime.ts'

const SECRET = 'k'.repeat(44)
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const END = '2026-12-03T10:30:00.000Z'
const expiry = tokenExpiry(END)
const token = signToken(ID, expiry, SECRET)
const before = new Date(Date.parse(END) + 29 * 86_400_000)

describe('tokens', () => {
  it('name their booking and expire 30 days after the meeting ends', () => {
    expect(token).toMatch(/^0f8fad5b-d9cb-469f-a165-70867728950e\.\d+\.[A-Za-z0-9_-]{43}$/)
    expect(expiry * 1000 - Date.parse(END)).toBe(30 * 86_400_000)
    expect(verifyToken(token, SECRET, before)).toEqual({ ok: true, bookingId: ID, expiry })
  })

  it.each([
    ['expired', () => token, new Date(expiry * 1000), 'expired'],
    ['signed with another secret', () => signToken(ID, expiry, 'z'.repeat(44)), before, 'forged'],
    ['with a longer expiry', () => token.replace(`.${expiry}.`, `.${expiry + 86_400}.`), before, 'forged'],
    ['for another booking', () => token.replace('0f8fad5b', '0f8fad5c'), before, 'forged'],
    [
      'with its last character changed (the spare bits too)',
      () => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      before,
      'forged',
    ],
    ['truncated', () => token.slice(0, -1), before, 'malformed'],
    ['cut to the booking id', () => ID, before, 'malformed'],
    ['with padding added', () => `${token}=`, before, 'malformed'],
    ['not text', () => 42 as unknown as string, before, 'malformed'],
  ])('are refused when %s', (_, make, now, reason) => {
    expect(verifyToken(make(), SECRET, now)).toEqual({ ok: false, reason })
  })

  it('a token with a zero added before its expiry is refused: one spelling per token', () => {
    for (const spelling of [token.replace(`.${expiry}.`, `.0${expiry}.`), token.replace(`.${expiry}.`, `.00${expiry}.`)])
      expect(verifyToken(spelling, SECRET, before)).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyToken(token, SECRET, before).ok).toBe(true)
  })

  it('the last character of the MAC has spare bits: each spelling but the one issued is refused', () => {
    const last = token.at(-1)!
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const accepted = [...alphabet].filter((c) => verifyToken(token.slice(0, -1) + c, SECRET, before).ok)
    expect(accepted).toEqual([last])
  })
})

describe('the secret', () => {
  it('is the development default off Netlify', () => {
    expect(bookingSecret({})).toEqual({ ok: true, secret: DEVELOPMENT_SECRET, development: true })
    // @netlify/dev and the Netlify CLI set SITE_ID locally too, with NETLIFY_LOCAL or NETLIFY_DEV.
    expect(bookingSecret({ SITE_ID: 'abc', NETLIFY_LOCAL: 'true' })).toMatchObject({ ok: true, development: true })
    expect(bookingSecret({ SITE_ID: 'abc', NETLIFY_DEV: 'true' })).toMatchObject({ ok: true, development: true })
  })

  it('is refused on Netlify when missing, with what to do', () => {
    for (const env of [{ SITE_ID: 'abc' }, { AWS_LAMBDA_FUNCTION_NAME: 'booking' }]) {
      expect(isOnNetlify(env)).toBe(true)
      const s = bookingSecret(env)
      expect(s.ok).toBe(false)
      expect(!s.ok && s.problem).toMatch(/^BOOKING_SECRET is not set.*Environment variables.*openssl rand -base64 32/)
    }
  })

  it('is refused anywhere when shorter than 32 characters, and used when long enough', () => {
    expect(bookingSecret({ BOOKING_SECRET: 'short' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('too short (5 characters)'),
    })
    expect(bookingSecret({ SITE_ID: 'abc', BOOKING_SECRET: SECRET })).toEqual({ ok: true, secret: SECRET, development: false })
  })
})
