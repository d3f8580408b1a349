// Staff export of the leads: every submission merged into its lead.
//   npm run leads -- export                         CSV from the local store (what `npm start` or `npm run dev` wrote)
//   npm run leads -- export --format json --since 2025-01-01
//   npm run leads -- export --site <site id> --token <personal access token>
// Options: --format csv|json (default csv), --since DATE (leads updated at or
// after it), --form contact|growth-session|onboarding, --spam (the spam bucket
// instead), --out FILE (instead of stdout). NETLIFY_SITE_ID and
// NETLIFY_AUTH_TOKEN work in place of --site and --token; BLOBS_DIR picks
// another local store (the one the server was started with).
// Data goes to stdout, the summary and warnings to stderr, so it pipes cleanly.
import { writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { FORM_KINDS, UTM_KEYS, ONBOARDING_STEPS, ONBOARDING_FIELD_KINDS, type FormKind } from '../schemas/lead.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../src/generated/forms.ts'
import { mergeLeads, type Lead } from '../netlify/lib/lead-merge.ts'
import { openLocalLeadStore, remoteLeadStore, type LeadStore } from '../netlify/lib/lead-store.ts'

// LEADS_PROJECT_ROOT: another checkout's store (tests use a temp folder).
const projectRoot = process.env.LEADS_PROJECT_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..')

const USAGE = `Usage: npm run leads -- export [options]

  --format csv|json   output format (default csv)
  --since DATE        only leads updated at or after DATE (e.g. 2025-03-01 or 2025-03-01T09:00:00+11:00)
  --form NAME         only one form: ${FORM_KINDS.join(', ')}
  --spam              export the submissions set apart as spam, with their reasons
  --out FILE          write to FILE instead of the terminal
  --site ID           read a Netlify site's store instead of the local one (with --token)
  --token TOKEN       a Netlify personal access token (User settings > Applications)

Without --site, reads the local store that \`npm start\` (\`tsx scripts/serve.ts\`) and \`npm run dev\` write:
.netlify/blobs-serve, or BLOBS_DIR when set (give both the same value).`

class UsageError extends Error {}

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      form: { type: 'string' },
      spam: { type: 'boolean', default: false },
      out: { type: 'string' },
      site: { type: 'string' },
      token: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const [command] = positionals
  if (values.help || command === 'help' || !command) return null
  if (command !== 'export') throw new UsageError(`Unknown command "${command}".`)
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError(`--format must be csv or json, not "${values.format}".`)
  let since: Date | undefined
  if (values.since !== undefined) {
    since = new Date(values.since)
    if (Number.isNaN(since.getTime())) throw new UsageError(`--since "${values.since}" is not a date; use e.g. 2025-03-01.`)
  }
  if (values.form !== undefined && !(FORM_KINDS as readonly string[]).includes(values.form)) throw new UsageError(`--form must be one of ${FORM_KINDS.join(', ')}.`)
  const site = values.site ?? process.env.NETLIFY_SITE_ID
  const token = values.token ?? process.env.NETLIFY_AUTH_TOKEN
  if (values.site && !token) throw new UsageError('--site needs --token (or NETLIFY_AUTH_TOKEN): a personal access token from Netlify > User settings > Applications.')
  if (values.token && !site) throw new UsageError('--token needs --site (or NETLIFY_SITE_ID): the site id from Netlify > Site configuration.')
  return { format: values.format, since, form: values.form as FormKind | undefined, spam: values.spam, out: values.out, remote: values.site || values.token ? { site: site!, token: token! } : undefined }
}

// ---------------------------------------------------------------- CSV

const ONBOARDING_COLUMNS = ONBOARDING_STEPS.flatMap((step) => Object.keys(ONBOARDING_FIELD_KINDS[step]).map((f) => `${step}.${f}`))
const ANSWER_COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'company', 'website', 'industry', 'revenue', 'challenges', 'challenge', 'timeline', 'businessType', 'investment']
const phoneStep = growthSessionForm.steps.find((s) => s.type === 'phone')

/** Growth-session phones are stored as the digits typed after the fixed prefix; staff get a dialable number. */
function dialable(lead: Lead, phone: unknown): unknown {
  if (lead.form !== 'growth-session' || typeof phone !== 'string' || !phone || phoneStep?.type !== 'phone') return phone
  return `${phoneStep.prefix}${phone.replace(/^0/, '')}`
}

/**
 * Choice answers are stored as option values ("real-estate"); the CSV, which
 * staff read, shows each option's label ("Real Estate") from the same form
 * definitions. JSON keeps the stored values. A value no form knows (an option
 * since renamed) is shown as stored.
 */
type Options = readonly { value: string; label: string }[]
const labelsOf = (options: Options | undefined) => (options ? new Map(options.map((o) => [o.value, o.label])) : undefined)
const CONTACT_LABELS = new Map<string, Map<string, string>>(Object.entries(contactForm.fields).flatMap(([name, f]) => {
  const labels = labelsOf((f as { options?: Options }).options)
  return labels ? [[name, labels] as const] : []
}))
const ONBOARDING_LABELS = new Map<string, Map<string, string>>(
  Object.entries(onboardingForm.steps).flatMap(([step, s]) =>
    Object.entries(s.fields).flatMap(([name, f]) => {
      const labels = labelsOf((f as { options?: Options }).options)
      return labels ? [[`${step}.${name}`, labels] as const] : []
    }),
  ),
)
export function optionLabel(labels: ReadonlyMap<string, string> | undefined, value: unknown): unknown {
  if (!labels) return value
  if (Array.isArray(value)) return value.map((v) => labels.get(String(v)) ?? v)
  return typeof value === 'string' ? (labels.get(value) ?? value) : value
}

export function toRows(leads: Lead[], spam: boolean): { header: string[]; rows: unknown[][] } {
  const header = [
    'leadId',
    'form',
    'createdAt',
    'updatedAt',
    'complete',
    'step',
    'submissions',
    ...ANSWER_COLUMNS,
    'timezone',
    'slug',
    ...ONBOARDING_COLUMNS,
    ...UTM_KEYS,
    'referrer',
    'landingPage',
    ...(spam ? ['spamReasons'] : []),
  ]
  const rows = leads.map((l) => {
    const a = l.answers
    const nested = (path: string) => {
      const [step, field] = path.split('.') as [string, string]
      const group = a[step]
      return group && typeof group === 'object' ? (group as Record<string, unknown>)[field] : undefined
    }
    return [
      l.leadId,
      l.form,
      l.createdAt,
      l.updatedAt,
      l.complete ? 'yes' : 'no',
      l.step ?? '',
      l.submissions,
      ...ANSWER_COLUMNS.map((c) => (c === 'phone' ? dialable(l, a[c]) : l.form === 'contact' ? optionLabel(CONTACT_LABELS.get(c), a[c]) : a[c])),
      l.timezone ?? '',
      l.slug ?? '',
      ...ONBOARDING_COLUMNS.map((c) => optionLabel(ONBOARDING_LABELS.get(c), nested(c))),
      ...UTM_KEYS.map((k) => l.attribution[k]),
      l.attribution.referrer,
      l.attribution.landingPage,
      ...(spam ? [l.spamReasons?.join('; ')] : []),
    ]
  })
  return { header, rows }
}

/**
 * RFC 4180 quoting, and no formulas: visitors write these values, so a cell
 * starting with = + - @ (or a tab / CR) is prefixed with ' before a
 * spreadsheet opens it (OWASP CSV injection), unless it is only a sign,
 * digits and phone punctuation.
 */
export function csvCell(v: unknown): string {
  let s = v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v)
  // A phone number ("+61 412 345 678", "-") cannot be a formula: left readable.
  if (/^[=+\-@\t\r]/.test(s) && !/^[+-][\d\s()-]*$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = ({ header, rows }: { header: string[]; rows: unknown[][] }) => [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'

// ---------------------------------------------------------------- main

async function main(argv: string[]): Promise<number> {
  let opts
  try {
    opts = options(argv)
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(e as Error).message}\n\n${USAGE}`)
      return 2
    }
    throw e
  }
  if (!opts) {
    console.log(USAGE)
    return 0
  }

  let store: LeadStore
  let where: string
  let close = async () => {}
  if (opts.remote) {
    store = remoteLeadStore(opts.remote.site, opts.remote.token)
    where = `Netlify site ${opts.remote.site}`
  } else {
    const local = await openLocalLeadStore(projectRoot)
    store = local.store
    close = local.close
    where = `the local store (${relative(process.cwd(), local.directory) || '.'})`
  }

  let leads: Lead[]
  try {
    const submissions = await store.list({
      bucket: opts.spam ? 'spam' : 'lead',
      form: opts.form,
      onInvalid: (key, reason) => console.error(`warning: skipped ${key}: ${reason}`),
    })
    leads = mergeLeads(submissions, { growthSessionForm })
  } catch (e) {
    console.error(`Could not read leads from ${where}: ${e instanceof Error ? e.message : String(e)}`)
    if (opts.remote) console.error('Check the site id and that the token belongs to a member of the site’s team.')
    return 1
  } finally {
    await close()
  }
  if (opts.since) leads = leads.filter((l) => new Date(l.updatedAt) >= opts.since!)

  const text = opts.format === 'json' ? JSON.stringify(leads, null, 2) + '\n' : toCsv(toRows(leads, opts.spam))
  if (opts.out) writeFileSync(opts.out, text)
  else process.stdout.write(text)
  const complete = leads.filter((l) => l.complete).length
  console.error(`${leads.length} ${opts.spam ? 'spam ' : ''}lead${leads.length === 1 ? '' : 's'} (${complete} complete) from ${where}${opts.since ? ` updated since ${opts.since.toISOString()}` : ''}${opts.out ? `, written to ${opts.out}` : ''}.`)
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    },
  )
}
