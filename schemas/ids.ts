// The shape of every id a request may carry, each defined once: a path or body id is checked to its shape
// before it names a blob or a key of a map (issue 39: `/api/staff/leads/__proto__` reached Object.prototype).
// No zod here: the browser's forms import it through lead-envelope.ts (zod/mini), and a regex is all it takes.

/**
 * Lead, submission, booking-request and booking ids: a lowercase UUID, as crypto.randomUUID() makes them
 * (lead and request ids in the browser, src/forms/use-draft.ts and src/booking/use-booking-flow.ts; booking
 * ids in netlify/lib/booking/store/create.ts).
 */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v)

/** The staff console's person id (`<yyyymm>-<16 hex>`, netlify/lib/staff/person-index.ts newPersonId): its month, then random. */
export const PERSON_ID_RE = /^\d{6}-[0-9a-f]{16}$/
export const isPersonId = (v: unknown): v is string => typeof v === 'string' && PERSON_ID_RE.test(v)

/** A task's id on a lead (netlify/lib/staff/staff-tasks.ts): 16 random hex digits. */
export const TASK_ID_RE = /^[0-9a-f]{16}$/
export const isTaskId = (v: unknown): v is string => typeof v === 'string' && TASK_ID_RE.test(v)

/**
 * What a lead is owed (netlify/lib/staff/owed.ts): `<promise name>.<lead id>` (a promise of site.yaml's
 * register, a camelCase name) or `call.<booking id>`.
 */
export const OWED_ID_RE = /^[a-z][A-Za-z0-9]{0,40}\.[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
export const isOwedId = (v: unknown): v is string => typeof v === 'string' && OWED_ID_RE.test(v)
/** A conversion's notification id in the outbox (`conversion-<24 hex>`, netlify/lib/outbox/outbox-store.ts notificationId): what a retry names. */
export const CONVERSION_ID_RE = /^conversion-[0-9a-f]{24}$/
export const isConversionId = (v: unknown): v is string => typeof v === 'string' && CONVERSION_ID_RE.test(v)
