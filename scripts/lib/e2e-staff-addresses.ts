// The staff addresses that may sign in on the suite's shared server (playwright.config.ts sets them as its
// STAFF_EMAILS): one per spec that signs in there, because the sign-in's per-address limit (a few links per
// window, netlify/lib/staff/staff-sign-in.ts) holds for the suite too: five specs and their retries on one
// address would have their links withheld, as a burst from one address should be.
import { LOCAL_STAFF_EMAIL } from '../../netlify/lib/staff/staff-auth.ts'

export const E2E_STAFF = {
  console: LOCAL_STAFF_EMAIL,
  due: 'due@harbourline.local',
  leadTools: 'lead-tools@harbourline.local',
  ads: 'ads@harbourline.local',
  board: 'board@harbourline.local',
} as const

export const E2E_STAFF_EMAILS = Object.values(E2E_STAFF).join(',')
