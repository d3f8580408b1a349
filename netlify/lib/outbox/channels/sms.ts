// Text messages to the prospect (the reminder an hour before a call), through
// Twilio's Messages API, from the environment only:
//   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM   all three, or none
//   TWILIO_API_URL                                       another address for the API (a local receiver in tests)
// Half a setup is a problem on every send (and in the log when a function
// starts), like email. None set: no SMS channel; locally the texts then go to
// the mail sink as .sms.txt files beside the emails. A text may have reached the
// prospect when its sender died, and Twilio takes no idempotency key: such a send
// is never repeated automatically.
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { setting, type ChannelDefinition, type Env } from '../channel-definition.ts'

const VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const
export const SMS_TIMEOUT_MS = 8000

/** Sends one text: the record's `to` is the number (E.164), its text the message. */
async function sendSms(n: NotificationRecord, env: Env): Promise<void> {
  const sid = setting(env.TWILIO_ACCOUNT_SID)!
  const base = (setting(env.TWILIO_API_URL) ?? 'https://api.twilio.com').replace(/\/+$/, '')
  const res = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${sid}:${setting(env.TWILIO_AUTH_TOKEN)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: n.message?.to ?? '', From: setting(env.TWILIO_FROM)!, Body: n.message?.text ?? '' }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  })
  if (res.ok) return void (await res.body?.cancel().catch(() => {}))
  // Twilio says why in JSON ({ code, message }); the number itself is never logged from here.
  const why = ((await res.json().catch(() => ({}))) as { message?: unknown }).message
  throw new Error(`Twilio answered ${res.status}${typeof why === 'string' ? `: ${why}` : ''}`)
}

export const smsChannel = {
  name: 'sms',
  takes: ['text-message'],
  settings(env) {
    const given = VARIABLES.filter((v) => setting(env[v]))
    if (!given.length) return { configured: false, problems: [] }
    const missing = VARIABLES.filter((v) => !setting(env[v]))
    const problems = missing.length ? [`${given.join(', ')} set but ${missing.join(', ')} not: set all three to send text messages`] : []
    if (setting(env.TWILIO_API_URL) && !URL.canParse(env.TWILIO_API_URL!)) problems.push('TWILIO_API_URL is not a URL')
    return { configured: true, problems }
  },
  sender: (env, { refuse }) => ({
    async send(n) {
      refuse()
      await sendSms(n, env)
    },
  }),
  uncertain: { resends: 0 },
  // The local sink's copy of a text: what would have been sent, as a file beside the emails.
  sinkFile: {
    kinds: ['text-message'],
    extension: '.sms.txt',
    content: (n) => `To: ${n.message?.to ?? ''}\nSubject: ${n.message?.subject ?? ''}\n\n${n.message?.text ?? ''}\n`,
  },
} as const satisfies ChannelDefinition
