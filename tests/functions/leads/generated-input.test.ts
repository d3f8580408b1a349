// Generated malformed requests, at least 1,000 per function (fast-check):
// arbitrary JSON, broken bytes, wrong content types, oversize bodies, and
// valid bodies broken in 1-3 ways each. Every one must get a 4xx JSON error
// (never a 5xx, never a success) and nothing may be stored.
// Each mutation is malformed by construction, so no generated body is valid.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { MAX_BODY_BYTES, ONBOARDING_STEPS } from '../../../schemas/lead.ts'
import { post, startBlobs, validBody, type FunctionName, type Harness } from '../harness.ts'

const RUNS = 1200

let h: Harness
beforeAll(async () => {
  h = await startBlobs()
})
afterAll(async () => h.close())

type Body = Record<string, unknown>
type Path = readonly string[]
interface FieldInfo {
  path: Path
  kind: 'text' | 'option' | 'list'
  options?: readonly string[]
  max?: number
}

/** What each function accepts, so mutations can break it on purpose. */
function describeFunction(name: FunctionName): { fields: FieldInfo[]; mustHave: Path[]; known: Set<string> } {
  const envelope: Path[] = [['leadId'], ['submissionId'], ['startedAt'], ['savedAt'], ['attribution']]
  if (name === 'contact') {
    const f = contactForm.fields
    const fields: FieldInfo[] = Object.entries(f).map(([k, def]) =>
      'options' in def
        ? { path: [k], kind: 'option', options: def.options.map((o) => o.value) }
        : { path: [k], kind: 'text', max: def.maxLength },
    )
    return { fields, mustHave: envelope, known: new Set([...Object.keys(validBody(name)), 'fax']) }
  }
  if (name === 'growth-session') {
    const fields: FieldInfo[] = growthSessionForm.steps.map((s) =>
      s.type === 'choice'
        ? { path: [s.field], kind: 'option', options: s.options.map((o) => o.value) }
        : { path: [s.field], kind: 'text', max: s.type === 'phone' ? s.maxDigits : s.maxLength },
    )
    return {
      fields,
      mustHave: [...envelope, ['step'], ['timezone'], ['formData']],
      known: new Set([...Object.keys(validBody(name)), 'fax']),
    }
  }
  const fields: FieldInfo[] = ONBOARDING_STEPS.flatMap((step) =>
    Object.entries(onboardingForm.steps[step].fields).map(([field, f]): FieldInfo => {
      const kind = f.kind
      const def = f as { options?: { value: string }[]; maxLength?: number }
      const path = [step, field]
      if (kind === 'checkboxes') return { path, kind: 'list', options: def.options!.map((o) => o.value) }
      if (kind === 'select' || kind === 'radio') return { path, kind: 'option', options: def.options!.map((o) => o.value) }
      return { path, kind: 'text', max: def.maxLength }
    }),
  )
  return { fields, mustHave: [...envelope, ['slug']], known: new Set([...Object.keys(validBody(name)), 'fax']) }
}

const setAt = (obj: Body, path: Path, value: unknown): Body => {
  const [head, ...rest] = path
  if (head === undefined) return obj
  if (!rest.length) return { ...obj, [head]: value }
  const inner = obj[head]
  return { ...obj, [head]: setAt(typeof inner === 'object' && inner !== null ? (inner as Body) : {}, rest, value) }
}
const deleteAt = (obj: Body, path: Path): Body => {
  const [head, ...rest] = path
  if (head === undefined) return obj
  if (!rest.length) {
    const { [head]: _gone, ...kept } = obj
    return kept
  }
  return { ...obj, [head]: deleteAt(obj[head] as Body, rest) }
}

const scalarNotString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
const notString = fc.oneof(
  scalarNotString,
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
)
const notObject = fc.oneof(scalarNotString, fc.string(), fc.array(fc.jsonValue(), { maxLength: 3 }))
const notList = fc.oneof(scalarNotString, fc.string(), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }))
const OBJECT_KEYS = new Set(['attribution', 'formData'])
/** A value of the wrong type for what lives at `path`. */
const wrongTypeFor = (path: Path, fields: FieldInfo[]) =>
  OBJECT_KEYS.has(path.join('.'))
    ? notObject
    : fields.find((f) => f.path.join('.') === path.join('.'))?.kind === 'list'
      ? notList
      : notString
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const badId = fc
  .oneof(
    fc.string(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.uuid().map((u) => `${u}/x`),
    fc.constant('../../etc/passwd'),
  )
  .filter((s) => !UUID_RE.test(s))

type Mutation = (b: Body) => Body

function mutations(name: FunctionName): fc.Arbitrary<Mutation> {
  const { fields, mustHave, known } = describeFunction(name)
  const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs)
  const unknownKey = fc
    .oneof(fc.string({ minLength: 1 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'toString'))
    .filter((k) => !known.has(k))
  const badTime = fc.oneof(
    fc.integer({ min: -1e12, max: 1_577_836_799_999 }),
    fc.double({ noInteger: true, min: 1.6e12, max: 1.7e12 }),
    fc.constantFrom(Infinity, Number.NaN),
    fc.string(),
    fc.constant(null),
  )
  return fc.oneof(
    // a required key missing
    pick(mustHave).map(
      (p): Mutation =>
        (b) =>
          deleteAt(b, p),
    ),
    // a field of the wrong type
    pick([...fields.map((f) => f.path), ...mustHave])
      .chain((p) => wrongTypeFor(p, fields).map((v) => [p, v] as const))
      .map(
        ([p, v]): Mutation =>
          (b) =>
            setAt(b, p, v),
      ),
    // an unknown key at the top or inside a nested object
    fc.tuple(unknownKey, fc.jsonValue()).map(([k, v]): Mutation => (b) => ({ ...b, [k]: v })),
    fc.tuple(unknownKey, fc.jsonValue()).map(([k, v]): Mutation => (b) => ({ ...b, attribution: { ...(b.attribution as Body), [k]: v } })),
    // malformed ids
    fc.tuple(fc.constantFrom('leadId', 'submissionId'), badId).map(([k, v]): Mutation => (b) => ({ ...b, [k]: v })),
    // times out of range, not integers, or in the wrong unit
    fc.tuple(fc.constantFrom('startedAt', 'savedAt'), badTime).map(([k, v]): Mutation => (b) => ({ ...b, [k]: v })),
    // unknown option values
    fc
      .tuple(pick(fields.filter((f) => f.kind !== 'text')), fc.string({ minLength: 1 }))
      .filter(([f, v]) => !f.options!.includes(v))
      .map(
        ([f, v]): Mutation =>
          (b) =>
            setAt(b, f.path, f.kind === 'list' ? [v] : v),
      ),
    // answers over their length limit
    fc.tuple(pick(fields.filter((f) => f.kind === 'text')), fc.integer({ min: 1, max: 50 })).map(
      ([f, extra]): Mutation =>
        (b) =>
          setAt(b, f.path, 'x'.repeat((f.max ?? 0) + extra)),
    ),
    // per-function breakage
    ...(name === 'growth-session'
      ? [
          fc
            .oneof(
              fc.integer({ max: 0 }),
              fc.integer({ min: growthSessionForm.steps.length + 1 }),
              fc.double({ noInteger: true, min: 1, max: 9 }),
            )
            .map((v): Mutation => (b) => ({ ...b, step: v })),
          fc.tuple(unknownKey, fc.string()).map(([k, v]): Mutation => (b) => ({ ...b, formData: { ...(b.formData as Body), [k]: v } })),
        ]
      : name === 'onboarding'
        ? [
            fc
              .string()
              .filter((s) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) || s.length > 100)
              .map((v): Mutation => (b) => ({ ...b, slug: v })),
          ]
        : []),
  )
}

interface Attempt {
  label: string
  body: string | Uint8Array
  contentType: string | null
}

function attempts(name: FunctionName): fc.Arbitrary<Attempt> {
  const json =
    (label: string) =>
    (v: unknown): Attempt => ({ label, body: JSON.stringify(v), contentType: 'application/json' })
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(mutations(name), { minLength: 1, maxLength: 3 })
        .map((ms) => json('mutated valid body')(ms.reduce((b, m) => m(b), validBody(name) as Body))),
    },
    { weight: 2, arbitrary: fc.jsonValue().map(json('arbitrary JSON')) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary' })
        .filter((s) => {
          try {
            JSON.parse(s)
            return false
          } catch {
            return true
          }
        })
        .map((s): Attempt => ({ label: 'not JSON', body: s, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 64 })
        .map((b): Attempt => ({ label: 'random bytes', body: b, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonx', '')
        .map((t): Attempt => ({ label: 'wrong content type', body: JSON.stringify(validBody(name)), contentType: t || null })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 4096 }).map((extra): Attempt => ({
        label: 'oversize',
        body: JSON.stringify({ ...validBody(name), pad: 'x'.repeat(MAX_BODY_BYTES + extra) }),
        contentType: 'application/json',
      })),
    },
  )
}

describe.each(['contact', 'growth-session', 'onboarding'] as const)('%s', (name) => {
  it(`refuses ${RUNS} generated malformed requests with a 4xx and stores nothing`, async () => {
    const seen: Record<string, number> = {}
    const statuses: Record<number, number> = {}
    let runs = 0
    await fc.assert(
      fc.asyncProperty(attempts(name), async (a) => {
        runs++
        seen[a.label] = (seen[a.label] ?? 0) + 1
        const res = await post(name, a.body, { raw: true, contentType: a.contentType })
        statuses[res.status] = (statuses[res.status] ?? 0) + 1
        expect([400, 413, 415, 422]).toContain(res.status)
        const json = await res.json()
        expect(json.success).toBe(false)
        expect(typeof json.error).toBe('string')
      }),
      { numRuns: RUNS },
    )
    expect(runs).toBeGreaterThanOrEqual(1000)
    expect(await h.keys()).toEqual([])
    console.log(`${name}: ${runs} malformed requests`, JSON.stringify(seen), 'statuses', JSON.stringify(statuses))
  }, 120_000)
})
