// POST /api/booking books a time
// { requestId, type, start, name, email, phone?, leadId?, notes? } -> 201
// { bookingId, start, end, manageUrl, icsUrl }. GET ?token= on the same path,
// the manage page reading a booking, is booking-read.ts: its own function, so
// its own rate limit.
import type { Config, Context } from '@netlify/functions'
import { bookingApi } from '../lib/booking/booking-api.ts'
import { consoleBookingHooks } from '../lib/staff/console-link.ts'
import { scheduleConversion } from '../lib/conversions/record-conversion.ts'

// The change goes into the staff console's index; staff's email of it links there.
const api = bookingApi(consoleBookingHooks)

export default async (req: Request, context?: Context) => {
  const body = req.clone()
  const answer = await api.booking(req, context)
  // A booking made (200): its Schedule conversion, recorded now, sent after the answer.
  if (answer.status === 200) await scheduleConversion(body, context)
  return answer
}

export const config: Config = {
  path: '/api/booking',
  method: 'POST',
  // A person books once, perhaps again after a time was taken: a handful of calls a minute.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
