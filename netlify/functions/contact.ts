// POST /api/contact: the contact form on /contact, validated with the same
// schema as the browser, stored as a lead, staff told after the answer.
import type { Config, Context } from '@netlify/functions'
import type { ContactForm } from '../../schemas/forms.ts'
import { contactBodySchema, contactFieldNames } from '../../schemas/lead.ts'
import { contactForm } from '../../src/generated/forms.ts'
import { leadNotifications } from '../lib/leads/lead-messages.ts'
import { handleSubmission } from '../lib/leads/submission.ts'
import { consoleLeadHooks } from '../lib/staff/console-link.ts'
import { siteNotifier } from '../lib/site-outbox.ts'
import { leadConversionRequests } from '../lib/conversions/record-conversion.ts'

/** The function for a contact form's definitions: the site's (below), or a test's fixture. */
export function contactHandler(form: ContactForm) {
  const schema = contactBodySchema(form)
  const names = contactFieldNames(form.fields)
  return (req: Request, context?: Context) =>
    handleSubmission(
      req,
      {
        form: 'contact',
        schema,
        minFillSeconds: form.minFillSeconds,
        record: (body) => ({ answers: Object.fromEntries(names.map((f) => [f, body[f]])) }),
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
}

export default contactHandler(contactForm)

export const config: Config = {
  path: '/api/contact',
  // Per visitor (IP and site): a person sends the form once or twice; a script sending more gets 429.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
