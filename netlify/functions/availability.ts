// GET /api/availability?type=<meeting type>&from=YYYY-MM-DD&days=n: the free
// times of a meeting type. The booking page on /schedule and /T2-schedule
// reads it; netlify/lib/booking/endpoints/availability.ts does the work.
import type { Config } from '@netlify/functions'
import { bookingApi } from '../lib/booking/api.ts'

const api = bookingApi()

export default (req: Request) => api.availability(req)

export const config: Config = { path: '/api/availability', method: 'GET' }
