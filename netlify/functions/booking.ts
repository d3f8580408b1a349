// /api/booking: POST books a time
// { requestId, type, start, name, email, phone?, leadId?, notes? } -> 201
// { bookingId, start, end, manageUrl, icsUrl }; GET ?token= reads the booking
// for the manage page. One function for both methods of the one path.
import type { Config, Context } from '@netlify/functions'
import { bookingApi } from '../lib/booking/api.ts'

const api = bookingApi()

export default (req: Request, context?: Context) => api.booking(req, context)

export const config: Config = {
  path: '/api/booking',
  method: ['GET', 'POST'],
  // Booking, and the manage page reading it: a person makes a handful of calls a minute.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
