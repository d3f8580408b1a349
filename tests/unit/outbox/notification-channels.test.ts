// Which channels a notification is recorded for, and how a bad setup is refused:
// each channel fails with its own variable named, never with another's; a text
// message (SMS) goes only to the prospect, never as a staff channel.
import { describe, expect, it } from 'vitest'
import { channelSetup, senders } from '../../../netlify/lib/outbox/channels.ts'
import { channelsFor } from '../../../netlify/lib/outbox/outbox-store.ts'
import type { NotificationRecord } from '../../../schemas/notification.ts'

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

describe('text messages (sms.ts)', () => {
  const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+61400000000' }

  it('half a Twilio setup on Netlify is refused by name, and SMS never counts as a way to reach staff', async () => {
    const env = { SITE_ID: 'x', TWILIO_ACCOUNT_SID: 'AC1' }
    const setup = channelSetup(env)
    expect(setup.channels).toEqual(['email', 'sms'])
    expect(setup.problems.map((p) => p.channel)).toEqual(['email', 'sms'])
    expect(setup.problems[1]!.message).toMatch(/TWILIO_AUTH_TOKEN, TWILIO_FROM/)
    await expect(senders(env).sms.send({ ...record('sms'), event: 'booking-reminder-sms' })).rejects.toThrow(/TWILIO_AUTH_TOKEN/)
  })

  it('a text goes by SMS when Twilio is set up, to the sink when nothing is, and nowhere else; other events never by SMS', () => {
    const sms = channelSetup({ ...twilio }).channels
    expect(sms).toEqual(['sink', 'sms'])
    expect(channelsFor('booking-reminder-sms', sms)).toEqual(['sms'])
    expect(channelsFor('booking-reminder', sms)).toEqual(['sink'])
    expect(channelsFor('contact', sms)).toEqual(['sink'])
    expect(channelsFor('booking-reminder-sms', channelSetup({}).channels)).toEqual(['sink'])
    expect(
      channelsFor('booking-reminder-sms', channelSetup({ SITE_ID: 'x', SMTP_URL: 'smtp://h', LEADS_NOTIFY_TO: 'a@b.co' }).channels),
    ).toEqual([])
    expect(channelsFor('booking-reminder', ['email', 'webhook'])).toEqual(['email'])
  })
})
