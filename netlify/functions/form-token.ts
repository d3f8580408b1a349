// GET /api/form-token?form=<contact|growth-session|onboarding>: a signed form
// token (netlify/lib/leads/form-token-signing.ts), which the browser fetches when a visitor
// first touches a lead form and sends back with the submission. It proves the
// submission came through the page, and lets the server time it.
import type { Config } from '@netlify/functions'
import { FORM_KINDS, type FormKind } from '../../schemas/lead.ts'
import { formTokenSecret, signFormToken } from '../lib/leads/form-token-signing.ts'
import { fail, json } from '../lib/http.ts'

export default (req: Request) => {
  if (req.method !== 'GET') return fail(405, 'Method not allowed: send a GET request.', { headers: { allow: 'GET' } })
  const form = new URL(req.url).searchParams.get('form') ?? ''
  if (!(FORM_KINDS as readonly string[]).includes(form))
    return fail(400, `Unknown form: add form=<form>, one of ${FORM_KINDS.join(', ')}.`, {
      fieldErrors: { form: `Expected one of ${FORM_KINDS.join(', ')}` },
    })
  const secret = formTokenSecret()
  if (!secret.ok) {
    // The forms still send (without a token); the lead functions keep those leads, flagged "unchecked".
    console.error(`[form-token] ${secret.problem}`)
    return fail(503, 'Form tokens are not available just now; the form still sends.')
  }
  return json(200, { token: signFormToken(form as FormKind, Date.now(), secret.secret) })
}

export const config: Config = {
  path: '/api/form-token',
  // Per address (IP and site): an office or a campus shares one, so a few hundred people may each open
  // every form within a minute (a visitor refused a token still sends, flagged "no-token"). A script
  // asking more gets 429, and what it sends without a token is flagged for staff to judge.
  rateLimit: { windowLimit: 600, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
