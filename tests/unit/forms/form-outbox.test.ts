// The save queue of the growth-session wizard (src/forms/outbox.ts): saves
// survive failures and reloads, are sent in order, and leave only when the
// server has them; a save without its form token gets one when it is sent.
import { describe, expect, it } from 'vitest'
import { formTokens, KEEP_TOKEN_MS, keptToken } from '../../../src/forms/form-token-client.ts'
import { Outbox } from '../../../src/forms/outbox.ts'
import { KEYS } from '../../../src/forms/storage.ts'

class MemoryStorage implements Storage {
  private m = new Map<string, string>()
  get length() {
    return this.m.size
  }
  clear() {
    this.m.clear()
  }
  getItem(k: string) {
    return this.m.get(k) ?? null
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null
  }
  removeItem(k: string) {
    this.m.delete(k)
  }
  setItem(k: string, v: string) {
    this.m.set(k, v)
  }
}

/** A server that answers from a script of statuses (or 'down'), then 200s; records every body. */
function server(script: (number | 'down')[] = []) {
  const calls: { body: string; keepalive: boolean }[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push({ body: String(init.body), keepalive: !!init.keepalive })
    const next = script.shift() ?? 200
    if (next === 'down') throw new TypeError('Failed to fetch')
    const ok = next < 300
    return new Response(JSON.stringify(ok ? { success: true } : { success: false, error: `status ${next}` }), {
      status: next,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof globalThis.fetch
  return { fetch, calls, sent: () => calls.map((c) => (JSON.parse(c.body) as { n: number }).n) }
}

const queued = (storage: Storage) => (JSON.parse(storage.getItem('q') ?? '[]') as { id: string }[]).map((i) => i.id)
const make = (
  fetch: typeof globalThis.fetch,
  storage = new MemoryStorage(),
  extra: Partial<ConstructorParameters<typeof Outbox>[0]> = {},
) => new Outbox({ storageKey: 'q', storage, fetch, backoffMs: () => 5, ...extra })

describe('Outbox', () => {
  it('sends a save and forgets it once delivered', async () => {
    const s = server()
    const storage = new MemoryStorage()
    const box = make(s.fetch, storage)
    expect(await box.enqueue('/api/growth-session', 'a', { n: 1 })).toBe(true)
    expect(s.sent()).toEqual([1])
    expect(queued(storage)).toEqual([])
  })

  it('keeps a failed save queued (in storage) and retries it until it gets through', async () => {
    const s = server(['down', 503, 'down'])
    const storage = new MemoryStorage()
    const box = make(s.fetch, storage)
    const delivered = box.enqueue('/api/growth-session', 'a', { n: 1 })
    await new Promise((r) => setTimeout(r, 1))
    expect(queued(storage)).toEqual(['a'])
    expect(await delivered).toBe(true)
    expect(s.sent()).toEqual([1, 1, 1, 1])
    expect(queued(storage)).toEqual([])
  })

  it('keeps order: a later save waits behind a failing one, nothing is skipped', async () => {
    const s = server(['down', 'down'])
    const box = make(s.fetch)
    const all = [1, 2, 3].map((n) => box.enqueue('/api/growth-session', `id${n}`, { n }))
    expect(await Promise.all(all)).toEqual([true, true, true])
    expect(s.sent()).toEqual([1, 1, 1, 2, 3])
  })

  it('a save the server refuses for good (422) is dropped and reported, not retried forever', async () => {
    const s = server([422])
    const rejected: number[] = []
    const box = make(s.fetch, new MemoryStorage(), { onRejected: (_i, status) => rejected.push(status) })
    expect(await box.enqueue('/api/growth-session', 'a', { n: 1 })).toBe(false)
    expect(await box.enqueue('/api/growth-session', 'b', { n: 2 })).toBe(true)
    expect(rejected).toEqual([422])
    expect(s.sent()).toEqual([1, 2])
  })

  it('429 and 408 are retried like failures', async () => {
    const s = server([429, 408])
    expect(await make(s.fetch).enqueue('/api/growth-session', 'a', { n: 1 })).toBe(true)
    expect(s.sent()).toEqual([1, 1, 1])
  })

  it('survives a reload: a new outbox on the same storage sends what the old one could not', async () => {
    const storage = new MemoryStorage()
    const down = server(Array(50).fill('down'))
    const first = make(down.fetch, storage, { backoffMs: () => 60_000 })
    void first.enqueue('/api/growth-session', 'a', { n: 1 })
    void first.enqueue('/api/growth-session', 'b', { n: 2 })
    await new Promise((r) => setTimeout(r, 5))
    first.dispose()
    expect(queued(storage)).toEqual(['a', 'b'])

    const up = server()
    const second = make(up.fetch, storage)
    expect(second.size).toBe(2)
    await second.flush()
    expect(up.sent()).toEqual([1, 2])
    expect(queued(storage)).toEqual([])
  })

  it('the same submission id is queued once', async () => {
    const s = server()
    const box = make(s.fetch)
    await Promise.all([box.enqueue('/api/growth-session', 'a', { n: 1 }), box.enqueue('/api/growth-session', 'a', { n: 1 })])
    expect(s.sent()).toEqual([1])
  })

  it('drain: true once empty, false when the time runs out first', async () => {
    const failing = make(server(Array(100).fill('down')).fetch, new MemoryStorage(), { backoffMs: () => 10 })
    void failing.enqueue('/api/growth-session', 'a', { n: 1 })
    expect(await failing.drain(50)).toBe(false)
    failing.dispose()
    const fine = make(server(['down']).fetch)
    void fine.enqueue('/api/growth-session', 'a', { n: 1 })
    expect(await fine.drain(1000)).toBe(true)
    expect(await fine.drain(0)).toBe(true)
  })

  it('sendWithKeepalive hands every queued save to the browser and keeps them queued', async () => {
    const storage = new MemoryStorage()
    const s = server(Array(10).fill('down'))
    const box = make(s.fetch, storage, { backoffMs: () => 60_000 })
    void box.enqueue('/api/growth-session', 'a', { n: 1 })
    await new Promise((r) => setTimeout(r, 5))
    box.sendWithKeepalive()
    await new Promise((r) => setTimeout(r, 5))
    expect(s.calls.at(-1)).toMatchObject({ keepalive: true })
    expect(queued(storage)).toEqual(['a'])
    box.dispose()
  })

  it('ignores a corrupt queue in storage', () => {
    const storage = new MemoryStorage()
    storage.setItem('q', JSON.stringify([{ id: 1 }, 'x', null, { id: 'ok', url: 'https://evil.example/', body: '{}', attempts: 0 }]))
    expect(make(server().fetch, storage).size).toBe(0)
    storage.setItem('q', '{not json')
    expect(make(server().fetch, storage).size).toBe(0)
  })
})

describe('the form token (src/forms/form-token-client.ts)', () => {
  /** GET /api/form-token as a script of answers: a token, or a failure. */
  function tokenServer(script: ('ok' | 'down' | 503)[]) {
    let issued = 0
    const fetch = (async () => {
      const next = script.shift() ?? 'ok'
      if (next === 'down') throw new TypeError('Failed to fetch')
      if (next !== 'ok') return new Response(JSON.stringify({ success: false, error: 'no' }), { status: next })
      issued++
      return new Response(JSON.stringify({ token: `contact.${Date.now()}.nonce${issued}.mac` }), { status: 200 })
    }) as typeof globalThis.fetch
    return { fetch, issued: () => issued }
  }

  it('is asked once, kept across page loads, and forgotten after a successful send', async () => {
    const storage = new MemoryStorage()
    const t = tokenServer([])
    const tokens = formTokens('contact', { fetch: t.fetch, storage })
    const [a, b] = await Promise.all([tokens.ensure(), tokens.ensure()])
    expect(a).toMatch(/^contact\.\d+\.nonce1\.mac$/)
    expect(b).toBe(a)
    expect(await formTokens('contact', { fetch: t.fetch, storage }).ensure()).toBe(a)
    expect(t.issued()).toBe(1)
    tokens.discard()
    expect(await tokens.ensure()).toMatch(/nonce2/)
  })

  it('a week-old kept token is not reused; none to be had leaves the send to go without', async () => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.formToken('contact'), JSON.stringify(`contact.${Date.now() - KEEP_TOKEN_MS - 1}.old.mac`))
    expect(keptToken('contact', storage)).toBeUndefined()
    expect(await formTokens('contact', { fetch: tokenServer(['down']).fetch, storage }).ensure()).toBeUndefined()
    expect(await formTokens('contact', { fetch: tokenServer([503]).fetch, storage }).ensure()).toBeUndefined()
  })

  it('a save queued before the form had its token gets one when it is sent, and keeps it for a resend', async () => {
    const s = server(['down'])
    const storage = new MemoryStorage()
    const box = make(s.fetch, storage, { formToken: async () => 'growth-session.1.n.m' })
    expect(await box.enqueue('/api/growth-session', 'a', { n: 1 })).toBe(true)
    expect(s.calls.map((c) => JSON.parse(c.body) as { formToken?: string }).map((b) => b.formToken)).toEqual([
      'growth-session.1.n.m',
      'growth-session.1.n.m',
    ])
    // One that has its token keeps it.
    expect(await box.enqueue('/api/growth-session', 'b', { n: 2, formToken: 'mine' })).toBe(true)
    expect((JSON.parse(s.calls.at(-1)!.body) as { formToken: string }).formToken).toBe('mine')
  })
})
