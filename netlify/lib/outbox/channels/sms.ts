// Text messages to the prospect (the reminder an hour before a call), through
// Twilio's Messages API, from the environment only:
//   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM   all three, or none
//   TWILIO_API_URL                                       another address for the API (a local receiver in tests)
// Half a setup is a problem on every send (and in the log when a function
// starts), like email in channels.ts. None set: no SMS channel; locally the
// texts then go to the mail sink as .sms.txt files beside the emails.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { NotificationRecord } from '../../../../schemas/notification.ts'

type Env = Record<string, string | undefined>

const VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const
export const SMS_TIMEOUT_MS = 8000

const set = (v: string | undefined) => (v?.trim() ? v.trim() : undefined)

/** Whether SMS is set up, and what is missing when only part of it is. */
export function smsSetup(env: Env): { configured: boolean; problems: string[] } {
  const given = VARIABLES.filter((v) => set(env[v]))
  if (!given.length) return { configured: false, problems: [] }
  const missing = VARIABLES.filter((v) => !set(env[v]))
  const problems = missing.length ? [`${given.join(', ')} set but ${missing.join(', ')} not: set all three to send text messages`] : []
  if (set(env.TWILIO_API_URL) && !URL.canParse(env.TWILIO_API_URL!)) problems.push('TWILIO_API_URL is not a URL')
  return { configured: true, problems }
}

/** Sends one text: the record's `to` is the number (E.164), its text the message. */
export async function sendSms(n: NotificationRecord, env: Env): Promise<void> {
  const sid = set(env.TWILIO_ACCOUNT_SID)!
  const base = (set(env.TWILIO_API_URL) ?? 'https://api.twilio.com').replace(/\/+$/, '')
  const res = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sid}:${set(env.TWILIO_AUTH_TOKEN)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: n.message.to ?? '', From: set(env.TWILIO_FROM)!, Body: n.message.text }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  })
  if (res.ok) return void (await res.body?.cancel().catch(() => {}))
  // Twilio says why in JSON ({ code, message }); the number itself is never logged from here.
  const why = ((await res.json().catch(() => ({}))) as { message?: unknown }).message
  throw new Error(`Twilio answered ${res.status}${typeof why === 'string' ? `: ${why}` : ''}`)
}

/** The local sink's copy of a text: what would have been sent, as a file beside the emails. */
export function writeSmsToSink(n: NotificationRecord, directory: string): void {
  mkdirSync(directory, { recursive: true })
  writeFileSync(
    join(directory, `${n.createdAt.replace(/[:.]/g, '-')}-${n.id}.sms.txt`),
    `To: ${n.message.to ?? ''}\nSubject: ${n.message.subject}\n\n${n.message.text}\n`,
  )
}
