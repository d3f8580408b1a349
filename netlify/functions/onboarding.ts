// POST /api/onboarding: Complete Onboarding on /client/{slug}. The answers are
// stored with the client slug, like a lead, so staff see them in the export.
import type { Config, Context } from '@netlify/functions'
import { ONBOARDING_STEPS, onboardingBodySchema } from '../../schemas/lead.ts'
import { onboardingForm } from '../../src/generated/forms.ts'
import { leadNotifications } from '../lib/leads/lead-messages.ts'
import { handleSubmission } from '../lib/leads/submission.ts'
import { consoleLeadHooks } from '../lib/staff/console-link.ts'
import { siteNotifier } from '../lib/site-outbox.ts'
import { leadConversionRequests } from '../lib/conversions/record-conversion.ts'

const schema = onboardingBodySchema(onboardingForm)

export default (req: Request, context?: Context) =>
  handleSubmission(
    req,
    {
      form: 'onboarding',
      schema,
      minFillSeconds: onboardingForm.minFillSeconds,
      record: (body) => ({ answers: Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, body[s]])), slug: body.slug }),
      success: (body) => ({ success: true, leadId: body.leadId }),
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
  path: '/api/onboarding',
  // Per visitor (IP and site): a client completes onboarding once; a script sending more gets 429.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
