// Where notifications go, from the environment only (never from content):
//   SMTP_URL, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM   email to staff (nodemailer)
//   LEADS_WEBHOOK_URL                              a JSON POST, e.g. a Slack incoming webhook
//   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM  text messages to prospects (sms.ts)
// Either, both or none. With none, locally, every notification is written as an
// .eml file to a mail sink (.netlify/mail/, or LEADS_MAIL_SINK) so `npm start`
// shows the whole loop offline. On Netlify, none (or half an email setup) is
// refused loudly: the notification is kept, fails with the reason, and the
// function log says which variable is missing.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { Channel, NotificationRecord } from '../../../schemas/notification.ts'
import { site } from '../../../src/generated/site.ts'
import { isOnNetlify } from '../runtime.ts'
import { writeHostCalendar } from './channels/host-calendar.ts'
import { sendSms, smsSetup, writeSmsToSink } from './channels/sms.ts'

// The booking endpoints ask whether a host's calendar takes our writes before recording one.
export { writableCalendar } from './channels/host-calendar.ts'

type Env = Record<string, string | undefined>

export interface ChannelSetup {
  /** The channels a new notification is recorded for. */
  channels: Channel[]
  /** What is wrong with each channel's setup, for the log and for its failed notifications. */
  problems: { channel: Channel; message: string }[]
}

const set = (v: string | undefined) => (v?.trim() ? v.trim() : undefined)

export function channelSetup(env: Env = process.env): ChannelSetup {
  const problems: ChannelSetup['problems'] = []
  const problem = (channel: Channel, message: string) => problems.push({ channel, message })
  const channels: Channel[] = []
  const smtp = set(env.SMTP_URL)
  const to = set(env.LEADS_NOTIFY_TO)
  if (smtp || to) {
    channels.push('email')
    if (!smtp) problem('email', 'LEADS_NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL (smtp://user:password@host:587)')
    if (!to) problem('email', 'SMTP_URL is set but LEADS_NOTIFY_TO is not: set it to the staff address(es), comma-separated')
  }
  if (set(env.LEADS_WEBHOOK_URL)) {
    channels.push('webhook')
    try {
      new URL(env.LEADS_WEBHOOK_URL!)
    } catch {
      problem('webhook', 'LEADS_WEBHOOK_URL is not a URL')
    }
  }
  if (!channels.length) {
    if (isOnNetlify(env)) {
      // Recorded for email so the CLI lists it as failed, with this reason, until a channel is set and staff retry.
      channels.push('email')
      problem(
        'email',
        'no notification channel is configured: set SMTP_URL and LEADS_NOTIFY_TO, or LEADS_WEBHOOK_URL, in the site environment',
      )
    } else channels.push('sink')
  }
  // Texts to prospects only (sms.ts): never counted as a way to reach staff above.
  const sms = smsSetup(env)
  if (sms.configured) channels.push('sms')
  for (const message of sms.problems) problem('sms', message)
  return { channels, problems }
}

/** The folder of the local mail sink. */
export const mailSinkDirectory = (env: Env = process.env) =>
  resolve(set(env.LEADS_MAIL_SINK) ?? join(set(env.SERVE_PROJECT_ROOT) ?? process.cwd(), '.netlify', 'mail'))

/** Who staff's emails go to (LEADS_NOTIFY_TO, else the site's address), one mailbox each: the staff's calendar invitation names them. */
export function staffRecipients(env: Env = process.env): { name: string; email: string }[] {
  const to = set(env.LEADS_NOTIFY_TO)
  if (!to) return [{ name: `${site.brand.name} team`, email: site.contact.email }]
  return addressparser(to, { flatten: true }).flatMap((a) => (a.address ? [{ name: a.name || a.address, email: a.address }] : []))
}

export interface Sender {
  send(n: NotificationRecord): Promise<void>
  close?(): void
}

const mailDomain = new URL(site.baseUrl).hostname

const mailbox = (address: string) => ({ name: '', address })

function mail(n: NotificationRecord, env: Env) {
  return {
    from: set(env.LEADS_NOTIFY_FROM) ?? `${site.brand.name} website <${site.contact.email}>`,
    // The visitor's address goes in as an object, so nodemailer takes it as one mailbox and parses
    // nothing from it (as text, "a,b@x" would be two recipients and "Name<x@y>z" the mailbox x@y).
    // Staff's LEADS_NOTIFY_TO stays text: it is a comma-separated list by design.
    to: n.message.to ? mailbox(n.message.to) : (set(env.LEADS_NOTIFY_TO) ?? `${site.brand.name} team <${site.contact.email}>`),
    replyTo: n.message.replyTo ? mailbox(n.message.replyTo) : undefined,
    attachments: n.message.attachments,
    // nodemailer makes it the text/calendar; method=… alternative that Gmail, Outlook and Apple Mail act on.
    icalEvent: n.message.calendar ? { method: n.message.calendar.method, content: n.message.calendar.content } : undefined,
    subject: n.message.subject,
    text: n.message.text,
    html: n.message.html,
    // The same id on every attempt: a mail client shows a resent message once.
    messageId: `<${n.id}@${mailDomain}>`,
    headers: { 'X-Idempotency-Key': n.id },
  }
}

export const WEBHOOK_TIMEOUT_MS = 8000

/**
 * The message as Slack text that formats and addresses nobody. Slack reads `&`,
 * `<` and `>` as its control characters (`<!channel>`, `<@U123>`,
 * `<http://evil.example|click here>`), and its formatting reference says to
 * send them as &amp; &lt; &gt;; names and answers are in the subject and the
 * text, so all of both is escaped. `mrkdwn: false` and `parse: 'none'` keep
 * `*bold*` and a bare `@channel` typed in a name as the characters they are.
 */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const webhookBody = (n: NotificationRecord) => ({
  text: `${slackEscape(n.message.subject)}\n${slackEscape(n.message.text)}`,
  mrkdwn: false,
  parse: 'none',
  link_names: false,
  unfurl_links: false,
  unfurl_media: false,
  id: n.id,
  event: n.event,
  form: n.form,
  leadId: n.leadId,
  bookingId: n.bookingId,
})

/** One sender per channel, configured from `env`; a setup problem makes every send fail with it. */
export function senders(env: Env = process.env): Record<Channel, Sender> {
  const { problems } = channelSetup(env)
  const refuse = (channel: Channel) => {
    const mine = problems.filter((p) => p.channel === channel)
    if (mine.length) throw new Error(mine.map((p) => p.message).join('; '))
  }
  let smtp: Transporter | undefined
  let stream: Transporter | undefined
  return {
    email: {
      async send(n) {
        refuse('email')
        // nodemailer reads the connection URL from `url` beside the other options (its types omit it).
        const options = { url: set(env.SMTP_URL)!, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
        smtp ??= nodemailer.createTransport(options as SMTPTransport.Options)
        await smtp.sendMail(mail(n, env))
      },
      close: () => smtp?.close(),
    },
    webhook: {
      async send(n) {
        refuse('webhook')
        const res = await fetch(env.LEADS_WEBHOOK_URL!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': n.id },
          // Slack shows `text`; other receivers get the fields too.
          body: JSON.stringify(webhookBody(n)),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        })
        await res.body?.cancel().catch(() => {})
        if (!res.ok) throw new Error(`the webhook answered ${res.status} ${res.statusText}`.trim())
      },
    },
    sms: {
      async send(n) {
        refuse('sms')
        await sendSms(n, env)
      },
    },
    calendar: { send: (n) => writeHostCalendar(n, env) },
    sink: {
      async send(n) {
        if (n.event === 'booking-reminder-sms') return writeSmsToSink(n, mailSinkDirectory(env))
        stream ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
        const info = (await stream.sendMail(mail(n, env))) as { message: Buffer }
        const dir = mailSinkDirectory(env)
        mkdirSync(dir, { recursive: true })
        writeFileSync(join(dir, `${n.createdAt.replace(/[:.]/g, '-')}-${n.id}.eml`), info.message)
      },
    },
  }
}
