// A real SMTP server (smtp-server) for the function tests: what our mailer
// sends arrives here as it would at a mail provider, and the tests read it
// as a mail client would (headers unfolded, quoted-printable decoded).
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
  let server: SMTPServer | undefined
  return {
    mails,
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
        server.listen(port, '127.0.0.1', () => resolve())
      }),
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}
