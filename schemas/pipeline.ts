// content/pipeline.yaml: how the agency works a lead in the staff console: the statuses a lead
// moves through (ids kept in the store, labels shown), and the words of the sign-in email.
// Owners are not here: they are the team members of content (the team grid of the pages).
import { z } from 'zod'

const StatusSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes, e.g. "proposal-sent"')
      .describe('Kept with each lead and used by the staff API; never rename one in use, e.g. "contacted"')
      .meta({ title: 'Id' }),
    label: z
      .string()
      .min(1)
      .describe('What staff see in the inbox, on the lead page and in the status filter, e.g. "Contacted"')
      .meta({ title: 'Label' }),
    closed: z
      .boolean()
      .default(false)
      .describe("A final status (won, lost, not a fit): such leads leave the inbox's open view; default false")
      .meta({ title: 'Closed' }),
    conversion: z
      .enum(['qualified', 'won'])
      .optional()
      .describe('Reaching this status reports that conversion to the ad channels (Qualified or Won); absent: none')
      .meta({ title: 'Conversion' }),
    staleAfterDays: z
      .number()
      .int()
      .min(1)
      .max(365)
      .optional()
      .describe(
        'An open status only: a lead in it with no activity (a form, a booking, a note, any change by staff) for this many days is flagged stale in the inbox and on the board, e.g. 7; absent: never',
      )
      .meta({ title: 'Stale after (days)' }),
  })
  .strict()
  .refine((s) => !(s.closed && s.staleAfterDays !== undefined), 'a closed status is never stale: remove staleAfterDays')

export const PipelineSchema = z
  .object({
    statuses: z
      .array(StatusSchema)
      .min(2)
      .describe('The statuses in pipeline order; the first is where every new lead starts (e.g. New)')
      .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'two statuses share an id')
      .meta({ title: 'Statuses' }),
    signInSubject: z
      .string()
      .min(1)
      .describe('Subject of the sign-in email to staff, e.g. "Your sign-in link to the staff console"')
      .meta({ title: 'Sign-in email subject' }),
    signInBody: z
      .string()
      .refine((s) => s.includes('{link}'), 'must contain {link}, where the sign-in link goes')
      .describe('The sign-in email, plain text: {link} is the one-time link, {minutes} how long it works')
      .meta({ title: 'Sign-in email text' }),
    consoleLink: z
      .string()
      .min(1)
      .describe(
        'The link at the top of every lead and booking email to staff, to the person\'s page in the console, e.g. "Open in the console"',
      )
      .meta({ title: 'Console link in staff emails' }),
  })
  .strict()
  .meta({ title: 'Lead pipeline' })

export type Pipeline = z.output<typeof PipelineSchema>
export type PipelineStatus = Pipeline['statuses'][number]
