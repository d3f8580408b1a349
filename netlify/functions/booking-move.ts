// POST /api/booking/move { token, start }: the manage page moves the booking to
// another free time of its type; the old time is free again
// (netlify/lib/booking/endpoints/move.ts).
import type { Config, Context } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'

const api = bookingApi()

export default (req: Request, context?: Context) => api.move(req, context)

export const config: Config = {
  path: '/api/booking/move',
  method: 'POST',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
