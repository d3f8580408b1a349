// The functions the crash test calls, in a process of their own
// (booking-crash.test.ts): each module imported once and called the way
// Netlify calls it, handler(Request, Context), routed by its own config.path.
// No dist/, no pages and no listing of every function (zip-it-and-ship-it's
// takes seconds), so a restart after `kill -9` is quick; `kill -9` of this
// process is the death of a function instance mid-request. The Blobs server is
// the test's (NETLIFY_BLOBS_CONTEXT): as on Netlify, the store outlives every
// instance. Prints "ready" once the modules are loaded and it listens.
import { createServer } from 'node:http'
import * as availability from '../../netlify/functions/availability.ts'
import * as bookingCancel from '../../netlify/functions/booking-cancel.ts'
import * as bookingMove from '../../netlify/functions/booking-move.ts'
import * as booking from '../../netlify/functions/booking.ts'
import * as contact from '../../netlify/functions/contact.ts'
import { clientIp, send, toWebRequest } from '../../scripts/lib/node-http.ts'

type Fn = (req: Request, context: unknown) => Promise<Response>
const modules = [availability, booking, bookingMove, bookingCancel, contact] as unknown as { default: Fn; config: { path: string } }[]
const routes = new Map<string, Fn>(modules.map((m) => [m.config.path, m.default]))

const port = Number(process.env.PORT)
const origin = `http://127.0.0.1:${port}`
const server = createServer((req, res) => {
  const request = toWebRequest(req, origin)
  const fn = routes.get(new URL(request.url).pathname)
  const context = { ip: clientIp(req), requestId: crypto.randomUUID(), waitUntil: (p: Promise<unknown>) => void p.catch(() => {}) }
  const answer = fn ? fn(request, context) : Promise.resolve(new Response(null, { status: 404 }))
  void answer.then((r) => send(res, r, false)).catch(() => res.destroy())
})
server.listen(port, '127.0.0.1', () => console.log('ready'))
