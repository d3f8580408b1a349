// content/routing.yaml: which call, with whom, a growth-session wizard's answers
// lead to. Each route has conditions on the wizard's choice answers (each an
// option value of content/forms/growth-session.yaml), a meeting type of
// content/booking.yaml and a pool of its hosts; the first route whose every
// condition holds wins, and the last route, with no conditions, is everyone
// else's. `npm run check:content` (scripts/lib/routing-checks.ts) refuses a
// route to an unknown type, a host who does not take that type, a field or
// value the wizard does not ask, and a list without that default last.
// The wizard hands over to the routed type's page, the plan email and every
// later link go there, and the booking API refuses another type for that lead.
// `routeOf` (route-of.ts, no zod: the wizard's bundle has it) is what the wizard and the functions share.
import { z } from 'zod'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and hyphens')

const ConditionSchema = z
  .object({
    field: z
      .string()
      .min(1)
      .describe('A choice question of the wizard, by its field name, e.g. "investment" (content/forms/growth-session.yaml)')
      .meta({ title: 'Answer field' }),
    in: z
      .array(z.string().min(1))
      .min(1)
      .describe('The option values (not labels) that match, e.g. [10k-20k, 30k-60k]')
      .meta({ title: 'When the answer is one of' }),
  })
  .strict()

const RouteSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .describe('What this route is for, for editors, e.g. "E-commerce, $10k a month or more"')
      .meta({ title: 'Name' }),
    when: z
      .array(ConditionSchema)
      .default([])
      .describe('Every condition must hold. The last route has none: it is the default for everyone else')
      .meta({ title: 'Conditions' }),
    meetingType: Slug.describe('The meeting type booked (an id of content/booking.yaml meetingTypes), e.g. "discovery-call"').meta({
      title: 'Meeting type',
    }),
    hosts: z
      .array(Slug)
      .min(1)
      .optional()
      .describe("Who may take the call: some or all of that meeting type's hosts (team member ids); omit for all of them")
      .meta({ title: 'Host pool' }),
  })
  .strict()

export const RoutingSchema = z
  .object({
    routes: z
      .array(RouteSchema)
      .min(1)
      .describe('First match wins; the last route, without conditions, is the default')
      .meta({ title: 'Routes' }),
    words: z
      .object({
        callWith: z
          .string()
          .min(1)
          .describe('Above the pool on the booking page, e.g. "Your call is with one of:"')
          .meta({ title: 'Above the hosts' }),
        length: tokenText(TOKEN_FAMILIES.meetingLength, 'The call\'s length on the booking page, e.g. "{minutes} minutes"').meta({
          title: 'Length',
        }),
        otherType: z
          .string()
          .min(1)
          .describe("The booking API's 409 when a routed lead asks for another call type than the one their answers lead to")
          .meta({ title: 'Another call type refused' }),
        known: z
          .string()
          .min(1)
          .describe('Above the details the lead already gave, on the booking form, e.g. "We have your details:"')
          .meta({ title: 'Details already given' }),
        company: z.string().min(1).describe('Label of the company among the details already given').meta({ title: 'Company label' }),
        edit: z.string().min(1).describe('The button that lets the visitor change those details').meta({ title: 'Change details button' }),
      })
      .strict()
      .describe("What the booking page says of the routed call and the details a lead gave, and the booking API's refusal of another call")
      .meta({ title: 'Words' }),
  })
  .strict()
  .superRefine((r, ctx) => {
    // A default last: whoever matches no condition still has a call to book.
    r.routes.forEach((route, i) => {
      const last = i === r.routes.length - 1
      if (last && route.when.length)
        ctx.addIssue({
          code: 'custom',
          path: ['routes', i, 'when'],
          message: 'the last route is the default: give it no conditions (when: [])',
        })
      if (!last && !route.when.length)
        ctx.addIssue({
          code: 'custom',
          path: ['routes', i, 'when'],
          message: 'only the last route may have no conditions: a route without any matches everyone, so the routes after it never would',
        })
    })
  })
export type Routing = z.infer<typeof RoutingSchema>
export type Route = Routing['routes'][number]
