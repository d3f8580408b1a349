// POST /api/contact: the contact form on /contact, validated with the same
// schema as the browser, stored as a lead, staff told after the answer.
import type { Config, Context } from '@netlify/functions'
import { contactBodySchema, contactFieldNames } from '../../schemas/lead.ts'
import { contactForm } from '../../src/generated/forms.ts'
import { leadNotifications } from '../lib/leads/lead-messages.ts'
import { handleSubmission } from '../lib/leads/submission.ts'
import { consoleLeadHooks } from '../lib/staff/console-link.ts'
import { siteNotifier } from '../lib/site-outbox.ts'
import { leadConversionRequests } from '../lib/conversions/record-conversion.ts'

const schema = contactBodySchema(contactForm)

export default (req: Request, context?: Context) =>
  handleSubmission(
    req,
    {
      form: 'contact',
      schema,
      minFillSeconds: contactForm.minFillSeconds,
      record: (body) => ({ answers: Object.fromEntries(contactFieldNames(contactForm.fields).map((f) => [f, body[f]])) }),
      success: () => ({ success: true }),
      notification: (s, store) => leadNotifications(s, store, consoleLeadHooks.staffLink),
      // Its own hook: the Lead conversion whether or not staff are told (a growth session's once complete).
      conversion: leadConversionRequests,
      notifier: siteNotifier,
      // Into the staff console's index as it is stored; staff's message links there.
      onStored: consoleLeadHooks.onStored,
    },
    context,
  )

export const config: Config = {
  path: '/api/contact',
  // Per visitor (IP and site): a person sends the form once or twice; a script sending more gets 429.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
