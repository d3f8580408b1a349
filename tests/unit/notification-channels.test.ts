// Which channels a notification is recorded for, and how a bad setup is refused:
// each channel fails with its own variable named, never with another's.
import { describe, expect, it } from 'vitest'
import { channelSetup, senders } from '../../netlify/lib/notify/channels.ts'
import type { NotificationRecord } from '../../schemas/notification.ts'

const record = (channel: NotificationRecord['channel']): NotificationRecord => ({
  version: 1,
  id: 'contact-test',
  event: 'contact',
  channel,
  form: 'contact',
  createdAt: '2026-12-01T00:00:00.000Z',
  message: { subject: 's', text: 't', html: '<p>t</p>' },
})

describe('channelSetup', () => {
  it('locally with none, the mail sink; on Netlify with none, email refused with the reason', () => {
    expect(channelSetup({})).toEqual({ channels: ['sink'], problems: [] })
    const netlify = channelSetup({ SITE_ID: 'x' })
    expect(netlify.channels).toEqual(['email'])
    expect(netlify.problems).toEqual([{ channel: 'email', message: expect.stringMatching(/no notification channel is configured/) }])
  })

  it('half an email setup refuses email only; the webhook still goes', async () => {
    const env = { LEADS_NOTIFY_TO: 'sales@harbourline.example', LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' }
    expect(channelSetup(env).channels).toEqual(['email', 'webhook'])
    const s = senders(env)
    await expect(s.email.send(record('email'))).rejects.toThrow(/SMTP_URL/)
    // The webhook is tried (nothing listens on port 9): its error is the connection's, not the email setup's.
    await expect(s.webhook.send(record('webhook'))).rejects.not.toThrow(/SMTP_URL/)
  })
})
