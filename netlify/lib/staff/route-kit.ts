// What every staff route file shares: its path read from the request's own path (so the routes answer the
// same on Netlify and under `npm start`), the body read within a limit, and the refusals in one shape
// ({ error, code }): 404, 405, 422.
import { fail, readJsonBody } from '../http.ts'
import { isPersonId } from '../../../schemas/ids.ts'

const MAX_BODY = 16 * 1024

/** The part of the path after `prefix`, split: /api/staff/leads/<id>/notes -> [id, 'notes']; a malformed escape is no id (`%`). */
export function partsAfter(req: Request, prefix: string): string[] {
  const rest = new URL(req.url).pathname.slice(prefix.length)
  return (isDecodable(rest) ? decodeURIComponent(rest) : '%').split('/').filter(Boolean)
}

function isDecodable(s: string): boolean {
  try {
    decodeURIComponent(s)
    return true
  } catch {
    return false
  }
}

/** The person id of a /api/staff/leads/<id>… path: '' when none is given, null when it is not a person id's shape (a 404). */
export function personIdOfPath(req: Request): string | null {
  const [id = ''] = partsAfter(req, '/api/staff/leads')
  return id === '' || isPersonId(id) ? id : null
}

export const notFound = (what = 'No such lead.') => fail(404, what, { extra: { code: 'not-found' } })
export const invalid = (issues: { message: string }[]) => fail(422, issues.map((i) => i.message).join('; '), { extra: { code: 'invalid' } })
export const notAllowed = (allow: string) => fail(405, 'Method not allowed.', { headers: { allow } })

/** The JSON body (a PATCH's too), at most `maxBytes`. */
export const readBody = (req: Request, maxBytes = MAX_BODY) =>
  readJsonBody(req.method === 'PATCH' ? new Request(req, { method: 'POST' }) : req, maxBytes)
