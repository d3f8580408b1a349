// Email to staff (and a prospect's own messages), over SMTP with nodemailer:
//   SMTP_URL          smtp://user:password@host:587
//   LEADS_NOTIFY_TO   staff's address(es), comma-separated
//   LEADS_NOTIFY_FROM the sender (default: the site's name and address)
// Half a setup (one of the first two) is refused on every send, naming the missing one.
import nodemailer, { type Transporter } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { site } from '../../../../src/generated/site.ts'
import { setting, type ChannelDefinition, type Env } from '../channel-definition.ts'

/** Who staff's emails go to (LEADS_NOTIFY_TO, else the site's address), one mailbox each: the staff's calendar invitation names them. */
export function staffRecipients(env: Env = process.env): { name: string; email: string }[] {
  const to = setting(env.LEADS_NOTIFY_TO)
  if (!to) return [{ name: `${site.brand.name} team`, email: site.contact.email }]
  return addressparser(to, { flatten: true }).flatMap((a) => (a.address ? [{ name: a.name || a.address, email: a.address }] : []))
}

const mailDomain = new URL(site.baseUrl).hostname

const mailbox = (address: string) => ({ name: '', address })

/** Who every email is from: LEADS_NOTIFY_FROM, else the site's name and address (the console shows it above its email form). */
export const senderOf = (env: Env = process.env) => setting(env.LEADS_NOTIFY_FROM) ?? `${site.brand.name} website <${site.contact.email}>`

/** The message as nodemailer sends it (the local sink writes the same as an .eml file). */
export function mailOf(n: NotificationRecord, env: Env) {
  const m = n.message ?? { subject: '', text: '', html: '' }
  return {
    from: senderOf(env),
    // The visitor's address goes in as an object, so nodemailer takes it as one mailbox and parses
    // nothing from it (as text, "a,b@x" would be two recipients and "Name<x@y>z" the mailbox x@y).
    // Staff's LEADS_NOTIFY_TO stays text: it is a comma-separated list by design.
    to: m.to ? mailbox(m.to) : (setting(env.LEADS_NOTIFY_TO) ?? `${site.brand.name} team <${site.contact.email}>`),
    replyTo: m.replyTo ? mailbox(m.replyTo) : undefined,
    attachments: m.attachments,
    // nodemailer makes it the text/calendar; method=… alternative that Gmail, Outlook and Apple Mail act on.
    icalEvent: m.calendar ? { method: m.calendar.method, content: m.calendar.content } : undefined,
    subject: m.subject,
    text: m.text,
    html: m.html,
    // The same id on every attempt: a mail client shows a resent message once.
    messageId: `<${n.id}@${mailDomain}>`,
    headers: { 'X-Idempotency-Key': n.id },
  }
}

export const emailChannel = {
  name: 'email',
  takes: ['staff-message', 'prospect-message'],
  staff: { toSet: 'SMTP_URL and LEADS_NOTIFY_TO' },
  settings(env) {
    const smtp = setting(env.SMTP_URL)
    const to = setting(env.LEADS_NOTIFY_TO)
    const problems: string[] = []
    if (smtp && !to) problems.push('SMTP_URL is set but LEADS_NOTIFY_TO is not: set it to the staff address(es), comma-separated')
    if (to && !smtp) problems.push('LEADS_NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL (smtp://user:password@host:587)')
    return { configured: Boolean(smtp || to), problems }
  },
  sender(env, { refuse }) {
    let smtp: Transporter | undefined
    return {
      async send(n) {
        refuse()
        // nodemailer reads the connection URL from `url` beside the other options (its types omit it).
        const options = { url: setting(env.SMTP_URL)!, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
        smtp ??= nodemailer.createTransport(options as SMTPTransport.Options)
        await smtp.sendMail(mailOf(n, env))
      },
      close: () => smtp?.close(),
    }
  },
  // An email is sent at most once more: two uncertain attempts make it failed.
  uncertain: { resends: 1 },
} as const satisfies ChannelDefinition
