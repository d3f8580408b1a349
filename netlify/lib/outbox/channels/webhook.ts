// A JSON POST to staff's chat, e.g. a Slack incoming webhook: LEADS_WEBHOOK_URL.
// Every attempt carries the notification id as its Idempotency-Key.
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { setting, type ChannelDefinition } from '../channel-definition.ts'

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
  text: `${slackEscape(n.message?.subject ?? '')}\n${slackEscape(n.message?.text ?? '')}`,
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

export const webhookChannel = {
  name: 'webhook',
  takes: ['staff-message'],
  staff: { toSet: 'LEADS_WEBHOOK_URL' },
  settings(env) {
    const url = setting(env.LEADS_WEBHOOK_URL)
    return { configured: Boolean(url), problems: url && !URL.canParse(env.LEADS_WEBHOOK_URL!) ? ['LEADS_WEBHOOK_URL is not a URL'] : [] }
  },
  sender: (env, { refuse }) => ({
    async send(n) {
      refuse()
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
  }),
  // The receiver may have it: staff decide with --retry, which resends under the same Idempotency-Key.
  uncertain: {
    resends: 0,
    error:
      'the sender stopped while sending: the receiver may have it, so it is not sent again automatically (--retry resends it with the same Idempotency-Key)',
  },
} as const satisfies ChannelDefinition
