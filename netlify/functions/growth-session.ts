// POST /api/growth-session: one save per answered step of the wizard on
// /growth-session. Each save is kept, so an answer is never lost to a failed
// or retried request; the lead is their merge.
import type { Config, Context } from '@netlify/functions'
import { growthBodySchema } from '../../schemas/lead.ts'
import { growthSessionForm } from '../../src/generated/forms.ts'
import { leadNotifications } from '../lib/leads/lead-messages.ts'
import { handleSubmission } from '../lib/leads/submission.ts'
import { consoleLeadHooks } from '../lib/staff/console-link.ts'
import { siteNotifier } from '../lib/site-outbox.ts'
import { leadConversionRequests } from '../lib/conversions/record-conversion.ts'
import { leadRefOf } from '../lib/leads/lead-ref.ts'

const schema = growthBodySchema(growthSessionForm)
const fields = growthSessionForm.steps.map((s) => s.field)

export default (req: Request, context?: Context) =>
  handleSubmission(
    req,
    {
      form: 'growth-session',
      schema,
      minFillSeconds: growthSessionForm.minFillSeconds,
      record: (body) => ({
        // The answers are keyed by the steps' fields, named in content.
        answers: Object.fromEntries(
          fields.flatMap((f) => ((body as Record<string, unknown>)[f] === undefined ? [] : [[f, (body as Record<string, unknown>)[f]]])),
        ),
        step: body.step,
        timezone: body.timezone,
        formData: body.formData,
      }),
      // The signed reference to the lead: the wizard hands over to its routed booking page with it.
      success: (body) => ({ success: true, leadId: body.leadId, ref: leadRefOf('growth-session', body.leadId) }),
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
  path: '/api/growth-session',
  // One save per step (nine), retries and Back: a fast visitor stays far below 60 a minute.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
