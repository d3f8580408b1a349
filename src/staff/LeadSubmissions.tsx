// Each of the person's form fills on its own (a wizard's step saves are one fill): the form, when, how
// far a wizard got, every answer under the label the visitor saw, and where it came from.
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { fill, valueText, when, words } from './copy.ts'
import { Section } from './ui.tsx'

const w = words.lead

export function LeadSubmissions({ lead, props }: { lead: LeadDetail; props: ConsoleProps }) {
  return (
    <Section title={w.submissions} id="lead-submissions">
      <ul className="grid gap-4">
        {lead.submissions.map((s) => {
          const attribution = Object.entries(s.attribution ?? {}).filter(([, v]) => v)
          return (
            <li key={s.submissionId} className="rounded-lg border border-ink-100 p-3">
              <h3 className="font-semibold text-ink-900">
                {fill(w.submitted, {
                  form: (words.forms as Record<string, string>)[s.form] ?? s.form,
                  time: when(s.receivedAt, props.locale, props.officeZone),
                })}
              </h3>
              {s.of !== undefined && (
                <p className="text-sm text-ink-700">{fill(s.completed ? w.finished : w.progress, { reached: s.reached ?? 0, of: s.of })}</p>
              )}
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
                {s.answers.map((a) => (
                  <div key={a.field} className="contents">
                    <dt className="text-sm text-ink-600">{a.label}</dt>
                    <dd className="break-words text-ink-900">{valueText(a.value)}</dd>
                  </div>
                ))}
              </dl>
              {attribution.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">{w.attribution}</summary>
                  <dl className="mt-1 grid gap-x-4 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr]">
                    {attribution.map(([k, v]) => (
                      <div key={k} className="contents">
                        <dt className="text-ink-600">{k}</dt>
                        <dd className="break-all text-ink-800">{v}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
