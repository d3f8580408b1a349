// A real SMTP server (smtp-server) for the function tests: what our mailer
// sends arrives here as it would at a mail provider, and the tests read it
// as a mail client would (headers unfolded, quoted-printable decoded, the
// calendar invitation read by ical.js). The end-to-end tests read the local
// mail sink's .eml files with the same readers.
import ICAL from 'ical.js'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The message as it arrived. */
  raw: string
  messageId: string
  /** The notification id (X-Idempotency-Key). */
  id: string
  to: string
  subject: string
  replyTo: string
  /** The message with quoted-printable soft breaks and escapes decoded. */
  body: string
}

/** Reads what a mail client shows of a message: its headers (folded lines joined) and its decoded text. */
export function readMail(raw: string): ReceivedMail {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? ''
  const body = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  return {
    raw,
    messageId: header('Message-ID'),
    id: header('X-Idempotency-Key'),
    to: header('To'),
    subject: header('Subject'),
    replyTo: header('Reply-To'),
    body,
  }
}

/** An SMTP server on a fixed port (so SMTP_URL stays true), started and stopped at will. */
export function smtpServer(port: number) {
  const mails: ReceivedMail[] = []
  /** Connection errors the server reported (a client reset its connection). */
  const errors: Error[] = []
  let server: SMTPServer | undefined
  return {
    mails,
    errors,
    start: () =>
      new Promise<void>((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          onData(stream, _session, done) {
            let raw = ''
            stream.on('data', (c: Buffer) => (raw += c.toString()))
            stream.on('end', () => {
              mails.push(readMail(raw))
              done()
            })
          },
        })
        // A client that dies mid-session (the crash test kills the functions' process with -9) resets its
        // connection, and smtp-server reports that as an 'error' event: with no listener, Node throws it
        // in the test process as an uncaught exception (ECONNRESET), though no mail was lost. Kept, not thrown.
        server.on('error', (e: Error) => errors.push(e))
        server.listen(port, '127.0.0.1', () => resolve())
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}

/** The body of a MIME part whose Content-Type matches `type`, decoded (base64, quoted-printable or as is). */
export function mimePart(raw: string, type: RegExp): string {
  const lines = raw.split(/\r?\n/)
  let i = lines.findIndex((l) => /^Content-Type:/i.test(l) && type.test(l))
  if (i < 0) throw new Error(`no ${type} part`)
  const headers: string[] = []
  while (lines[i] !== '') headers.push(lines[i++]!)
  const body: string[] = []
  for (i++; i < lines.length && !lines[i]!.startsWith('--'); i++) body.push(lines[i]!)
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers.join('\n'))?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.join(''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .join('\r\n')
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return body.join('\r\n')
}

export interface Invitation {
  method: string
  uid: string
  sequence: number
  summary: string
  /** DTSTART as an ISO instant. */
  start: string
  /** mailto: addresses, lower-cased. */
  attendees: string[]
}

/** The calendar invitation a mail carries, read by ical.js, or null when it carries none. */
export function invitationIn(raw: string): Invitation | null {
  if (!/^Content-Type:\s*text\/calendar/im.test(raw)) return null
  const calendar = new ICAL.Component(ICAL.parse(mimePart(raw, /text\/calendar/i)))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
    summary: String(vevent.getFirstPropertyValue('summary') ?? ''),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
  }
}

/**
 * The functions' mail settings pointed at a started SMTP server on a free port (staff's address
 * `staff`, no webhook): the server, and `restore` to put process.env back and stop it.
 */
export async function mailingTo(staff: string, freePort: () => Promise<number>) {
  const port = await freePort()
  const env: Record<string, string> = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: staff,
    LEADS_NOTIFY_FROM: 'Website <website@harbourline.example>',
  }
  delete process.env.LEADS_WEBHOOK_URL
  Object.assign(process.env, env)
  const mail = smtpServer(port)
  await mail.start()
  const restore = async () => {
    await mail.stop()
    for (const k of Object.keys(env)) delete process.env[k]
  }
  return { mail, restore }
}
