// Nothing a visitor types can format or address staff: Slack control sequences
// typed into a name or an answer reach the staff channel as the characters they
// are, and an address a visitor typed is one mailbox in To and Reply-To, never a
// list or a display name around someone else's address. Real parts: an HTTP
// receiver for the webhook, nodemailer's own stream for the mail sink.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import addressparser from 'nodemailer/lib/addressparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { senders } from '../../../netlify/lib/outbox/channels.ts'
import { leadMessage } from '../../../netlify/lib/leads/compose-lead.ts'
import { bookingMessage } from '../../../netlify/lib/booking/messages/compose-booking.ts'
import type { Lead } from '../../../netlify/lib/leads/lead-merge.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import type { NotificationMessage, NotificationRecord } from '../../../schemas/notification.ts'

const PING = '<!channel>'
const MENTION = '<@U123>'
const PHISH = '<http://evil.example|click here for invoice>'

const lead: Lead = {
  form: 'contact',
  leadId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  submissions: 1,
  complete: true,
  answers: { firstName: PING, lastName: MENTION, email: 'ana@acme.com.au', company: '*URGENT* <!here>', challenges: `${PHISH} &amp; more` },
  attribution: {},
}

const record = (message: NotificationMessage, channel: NotificationRecord['channel']): NotificationRecord => ({
  version: 1,
  id: `contact-${channel}-${Math.random().toString(36).slice(2)}`,
  event: 'contact',
  channel,
  form: 'contact',
  createdAt: '2026-12-01T00:00:00.000Z',
  message,
})

describe('the staff webhook', () => {
  let server: Server
  let url: string
  const calls: Record<string, unknown>[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        calls.push(JSON.parse(body) as Record<string, unknown>)
        res.end('ok')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const sent = async (message: NotificationMessage) => {
    await senders({ LEADS_WEBHOOK_URL: url }).webhook.send(record(message, 'webhook'))
    return calls.at(-1)!
  }

  it('a channel ping, a mention or a link typed into a name or an answer reaches Slack as plain text', async () => {
    const body = await sent(leadMessage(lead))
    const text = body.text as string
    // Not one control sequence left: every < and > a visitor typed is an entity.
    expect(text).not.toMatch(/[<>]/)
    // Each answer quoted on its own line (message-layout.ts), its label from content.
    expect(text).toContain(`&gt; ${contactForm.fields.firstName.label}: &lt;!channel&gt;`)
    expect(text).toContain(`&gt; ${contactForm.fields.lastName.label}: &lt;@U123&gt;`)
    expect(text).toContain('&lt;http://evil.example|click here for invoice&gt; &amp;amp; more')
    expect(text).toContain('*URGENT* &lt;!here&gt;')
    // Formatting off, mentions and previews not derived from the text.
    expect(body).toMatchObject({ mrkdwn: false, parse: 'none', link_names: false, unfurl_links: false })
  })

  it('a booking made in such a name pings nobody either', async () => {
    const message = bookingMessage(
      'booking',
      {
        bookingId: 'b1',
        typeName: 'Growth strategy session',
        start: '2026-12-03T10:00:00+11:00',
        name: PING,
        email: 'ana@acme.com.au',
        notes: PHISH,
      },
      'Australia/Melbourne',
    )
    const text = (await sent(message)).text as string
    expect(text).not.toMatch(/[<>]/)
    // Quoted below the subject (message-layout.ts), never in it.
    expect(text.split('\n')[0]).not.toContain('channel')
    expect(text).toContain('&gt; Name: &lt;!channel&gt;')
  })

  it('the email HTML shows the same characters, escaped', () => {
    const { html } = leadMessage(lead)
    for (const typed of [PING, MENTION, PHISH]) expect(html).not.toContain(typed)
    expect(html).toContain('&lt;!channel&gt;')
  })
})

describe('addresses a visitor typed', () => {
  let sink: string
  beforeAll(async () => {
    sink = await mkdtemp(join(tmpdir(), 'mail-sink-'))
  })
  afterAll(() => rm(sink, { recursive: true, force: true }))

  /** The headers of the one .eml the sink wrote for `message`. */
  async function headersOf(message: NotificationMessage) {
    await rm(sink, { recursive: true, force: true })
    await senders({ LEADS_MAIL_SINK: sink }).sink.send(record(message, 'sink'))
    const [file] = await readdir(sink)
    const eml = await readFile(join(sink, file!), 'utf8')
    const header = (name: string) => eml.split('\n\n')[0]!.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? ''
    return { to: header('To'), replyTo: header('Reply-To') }
  }

  // Stored before the one-mailbox rule, or reaching a sender by another path: still one mailbox each.
  it.each(['a,b@x.co', 'Name<x@y.co>z.co', 'x@y.co, boss@harbourline.example'])(
    '"%s" is one mailbox in To and Reply-To, never a list or another address',
    async (typed) => {
      const { to, replyTo } = await headersOf({ subject: 's', text: 't', html: '<p>t</p>', to: typed, replyTo: typed })
      for (const header of [to, replyTo]) {
        const parsed = addressparser(header) as { address?: string }[]
        expect(parsed).toHaveLength(1)
        expect(parsed[0]!.address).not.toMatch(/^(b@x\.co|x@y\.co|boss@harbourline\.example)$/)
      }
    },
  )
})
