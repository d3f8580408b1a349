// Saves that must not be lost (the growth-session step saves). Each save is
// queued in localStorage before it is sent and leaves the queue only when the
// server confirms it (or refuses it for good), so a failed save is retried
// (backoff, on `online`, on the next page that resumes the queue) and a
// reload or a redirect loses nothing. Saves carry their own submission id,
// so sending one twice stores it once. A save queued before the form had its
// token (form-token.ts) gets one when it is sent.
import { isRetryable, postJson } from './post-json.ts'
import { formTokens } from './form-token-client.ts'
import { KEYS, local, readJson, writeJson } from './storage.ts'

interface OutboxItem {
  /** The submission id: what makes a resend idempotent. */
  id: string
  url: string
  body: string
  attempts: number
}

interface OutboxOptions {
  storageKey?: string
  storage?: Storage
  fetch?: typeof fetch
  /** Per attempt; a hung request must not hold the queue (default 8 s). */
  timeoutMs?: number
  /** Wait before retry n (1-based). Default 1 s, 2 s, 4 s … capped at 15 s. */
  backoffMs?: (attempt: number) => number
  /** Called when the server refuses a save for good (4xx other than 408/429). */
  onRejected?: (item: OutboxItem, status: number, error?: string) => void
  /** The form token for a save queued without one; without a token the save still goes. */
  formToken?: () => Promise<string | undefined>
  /** The server's answer to each delivered save (the wizard keeps the reference to its lead from it). */
  onDelivered?: (data: Record<string, unknown>) => void
}

const defaultBackoff = (n: number) => Math.min(1000 * 2 ** (n - 1), 15_000)

const isItem = (v: unknown): v is OutboxItem => {
  const o = v as OutboxItem
  return (
    !!o &&
    typeof o.id === 'string' &&
    typeof o.url === 'string' &&
    o.url.startsWith('/api/') &&
    typeof o.body === 'string' &&
    typeof o.attempts === 'number'
  )
}

export class Outbox {
  private items: OutboxItem[]
  private readonly key: string
  private readonly storage: Storage | undefined
  private readonly opts: OutboxOptions
  /**
   * True while the send loop runs. The loop clears it in the same synchronous
   * step in which it finds the queue empty (or gives up until a retry), so a
   * save queued at any moment either is seen by the loop or starts a new one.
   */
  private sending = false
  private runDone: Promise<void> = Promise.resolve()
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly settled = new Map<string, ((delivered: boolean) => void)[]>()
  private readonly idle: (() => void)[] = []
  private readonly onOnline = () => void this.flush()

  constructor(opts: OutboxOptions = {}) {
    this.opts = opts
    this.key = opts.storageKey ?? KEYS.outbox
    this.storage = opts.storage ?? local()
    const saved = readJson(this.storage, this.key)
    this.items = Array.isArray(saved) ? saved.filter(isItem) : []
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline)
  }

  get size() {
    return this.items.length
  }

  /** Queues a save (kept in storage at once) and starts sending. Resolves true once the server has it. */
  enqueue(url: string, id: string, body: unknown): Promise<boolean> {
    const done = new Promise<boolean>((resolve) => this.settled.set(id, [...(this.settled.get(id) ?? []), resolve]))
    if (!this.items.some((i) => i.id === id)) {
      this.items.push({ id, url, body: JSON.stringify(body), attempts: 0 })
      this.persist()
    }
    void this.flush()
    return done
  }

  /**
   * Sends everything queued, one at a time, in order; stops at the first failure
   * and schedules a retry. Resolves when this run ends: all sent, or blocked.
   */
  flush(): Promise<void> {
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    if (!this.sending) {
      this.sending = true
      this.runDone = this.run()
    }
    return this.runDone
  }

  /** Resolves true when the queue is empty, false if `timeoutMs` passes first. */
  drain(timeoutMs: number): Promise<boolean> {
    if (!this.items.length) return Promise.resolve(true)
    void this.flush()
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs)
      this.idle.push(() => {
        clearTimeout(timer)
        resolve(true)
      })
    })
  }

  /**
   * Before leaving the page: hands every queued save to the browser as a
   * keepalive request, which outlives the page. They stay queued, because
   * nobody will read the answers; the next page that resumes the queue
   * re-sends them, and the server stores each once.
   */
  sendWithKeepalive(): void {
    for (const item of this.items) void postJson(item.url, item.body, { keepalive: true, fetch: this.opts.fetch })
  }

  dispose(): void {
    clearTimeout(this.retryTimer)
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline)
  }

  private async run(): Promise<void> {
    for (;;) {
      const item = this.items[0]
      if (!item) {
        this.sending = false
        this.idle.splice(0).forEach((f) => f())
        return
      }
      await this.addToken(item)
      const result = await postJson(item.url, item.body, { timeoutMs: this.opts.timeoutMs ?? 8000, fetch: this.opts.fetch })
      if (result.kind === 'ok' || !isRetryable(result)) {
        if (result.kind === 'refused') this.opts.onRejected?.(item, result.status, result.error)
        else if (result.kind === 'unexpected') this.opts.onRejected?.(item, 0, String(result.error))
        else if (result.kind === 'ok') this.opts.onDelivered?.(result.data)
        this.remove(item.id, result.kind === 'ok')
        continue
      }
      item.attempts++
      this.persist()
      this.sending = false
      this.retryTimer = setTimeout(() => void this.flush(), (this.opts.backoffMs ?? defaultBackoff)(item.attempts))
      return
    }
  }

  /** Puts the form token into a save that has none, and keeps it so (a resend carries the same). */
  private async addToken(item: OutboxItem) {
    if (!this.opts.formToken) return
    let body: Record<string, unknown>
    try {
      body = JSON.parse(item.body) as Record<string, unknown>
    } catch {
      return
    }
    if (body.formToken) return
    const formToken = await this.opts.formToken()
    if (!formToken) return
    item.body = JSON.stringify({ ...body, formToken })
    this.persist()
  }

  private remove(id: string, delivered: boolean) {
    this.items = this.items.filter((i) => i.id !== id)
    this.persist()
    this.settled.get(id)?.forEach((f) => f(delivered))
    this.settled.delete(id)
  }

  private persist() {
    writeJson(this.storage, this.key, this.items)
  }
}

/**
 * For every page (site-wide script): re-sends growth-session saves left
 * queued by an earlier page, e.g. the last save when the visitor was
 * redirected while offline. Does nothing when the queue is empty.
 */
export function resumePendingSaves(): void {
  const saved = readJson(local(), KEYS.outbox)
  // Only the growth session queues saves.
  const tokens = formTokens('growth-session')
  if (Array.isArray(saved) && saved.length) void new Outbox({ formToken: () => tokens.ensure() }).flush()
}
