// An ad platform that has not taken a conversion a day after it happened is told to staff once (issue 38):
// the scheduled work (scheduled.ts) looks at the conversions not yet delivered and records, for each one
// failing for a day (a failed attempt, and 24 hours since it happened), a notice in the outbox under a key
// of its own notification id: create-only, so a second run, or two runs at once, never tell staff twice.
// The words are content/staff-console.yaml conversionFailure; the link goes to /staff/ads/.
import { ConversionWriteSchema } from '../../../schemas/conversions.ts'
import { readableTime } from '../../../schemas/office-time.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { message, withLink } from '../outbox/message-layout.ts'
import type { NotificationView, NotifyRequest, Outbox } from '../outbox/outbox-store.ts'
import { siteUrl } from '../site-url.ts'
import { CONVERSION_PLATFORMS } from '../../../schemas/staff-api-types.ts'
import { PLATFORM_CHANNELS } from './staff-conversions.ts'

type Env = Record<string, string | undefined>

const DAY_MS = 24 * 60 * 60_000

/** The console's ad platforms page, on this site. */
export const consoleAdsUrl = (env: Env = process.env) => `${siteUrl(env)}/staff/ads/`

/** Whether a conversion's notification has failed for a day: not taken, an attempt failed, and a day since it was recorded. Pure. */
export function failingForADay(n: NotificationView, now: Date): boolean {
  if (n.event !== 'conversion' || n.status === 'delivered' || !n.lastError) return false
  if (!CONVERSION_PLATFORMS.some((p) => PLATFORM_CHANNELS[p] === n.channel)) return false
  return now.getTime() - Date.parse(n.createdAt) >= DAY_MS
}

/** The notice to staff of one conversion failing for a day. Pure. */
export function conversionFailureNotice(n: NotificationView, timeZone: string, env: Env = process.env): NotifyRequest {
  const words = staffConsole.conversionFailure
  const c = ConversionWriteSchema.parse(n.write)
  const platform = CONVERSION_PLATFORMS.find((p) => PLATFORM_CHANNELS[p] === n.channel)!
  const tokens = { platform: staffConsole.ads[platform], stage: c.name, time: readableTime(c.at, timeZone), error: n.lastError ?? '' }
  return {
    event: 'conversion-failing',
    // Once per conversion and platform, ever: the outbox's record is create-only.
    key: n.id,
    form: 'scheduled',
    message: withLink(
      message(fillTokens(words.subject, tokens), `${fillTokens(words.line, tokens)}\n${words.advice}`, []),
      words.link,
      consoleAdsUrl(env),
    ),
  }
}

/**
 * Records a notice for every conversion failing for a day (the outbox keeps each once); returns how many
 * it found. The conversions delivered are skipped from their keys alone (outbox.viewsOf reads the rest).
 */
export async function reportFailingConversions(
  box: Outbox,
  record: (notice: NotifyRequest) => Promise<unknown>,
  opts: { now: Date; timeZone: string; env?: Env },
): Promise<number> {
  const failing = (await box.viewsOf('conversion', opts.now, true)).filter((n) => failingForADay(n, opts.now))
  for (const n of failing) await record(conversionFailureNotice(n, opts.timeZone, opts.env))
  return failing.length
}
