// /staff/funnel/?from=&to=: for a date range (default the last 30 days), the
// wizard's starts and each step's drop-off (from its partial saves), leads per
// form with what came of them, and the same by source and by landing page kind.
import type { FunnelCounts } from '../../schemas/staff-api-types.ts'
import { BarTable } from './BarTable.tsx'
import type { ConsoleProps } from './console-props.ts'
import { addDays, zonedDate } from '../../schemas/office-time.ts'
import { fill, words } from './copy.ts'
import { STAFF_PAGES } from '../lib/staff-routes.ts'
import { Loaded } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.funnel
const DEFAULT_DAYS = 30

/** What came of leads, in the order of `outcomes`. */
const OUTCOMES = [w.leads, w.booked, w.attended, w.won]
const outcomes = (c: FunnelCounts) => [c.leads, c.booked, c.attended, c.won]

export function FunnelPage(props: ConsoleProps) {
  const q = new URLSearchParams(location.search)
  const to = q.get('to') || zonedDate(new Date(), props.officeZone)
  const from = q.get('from') || addDays(to, -(DEFAULT_DAYS - 1))
  const funnel = useStaffData('GET /funnel', { query: { from, to } })
  return (
    <div className="grid gap-5">
      <form
        method="get"
        action={STAFF_PAGES.funnel}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-ink-200 bg-white p-4"
      >
        <div>
          <label htmlFor="funnel-from" className="field-label">
            {w.from}
          </label>
          <input id="funnel-from" name="from" type="date" defaultValue={from} className="field-input py-2" />
        </div>
        <div>
          <label htmlFor="funnel-to" className="field-label">
            {w.to}
          </label>
          <input id="funnel-to" name="to" type="date" defaultValue={to} className="field-input py-2" />
        </div>
        <button type="submit" className="btn-primary">
          {w.apply}
        </button>
      </form>
      <Loaded answer={funnel.answer} retry={funnel.reload}>
        {(f) => (
          <div className="grid gap-5 lg:grid-cols-2">
            <BarTable
              id="funnel-wizard-section"
              title={w.wizard}
              className="lg:col-span-2"
              columns={[w.stepColumn, w.started, w.dropOff]}
              rows={f.wizard.steps.map((s) => ({ label: fill(w.step, { n: s.step }), values: [s.reached, s.dropped] }))}
            >
              <p className="mt-3 text-ink-700">{fill(w.completed, { count: f.wizard.completed })}</p>
            </BarTable>
            <BarTable
              id="funnel-forms-section"
              title={w.outcomes}
              columns={[w.form, w.leads]}
              rows={Object.entries(f.perForm).map(([form, n]) => ({
                label: (words.forms as Record<string, string>)[form] ?? form,
                values: [n],
              }))}
            >
              <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
                {OUTCOMES.map((label, i) => (
                  <div key={label} className="rounded-lg bg-ink-50 p-2">
                    <dt className="text-sm text-ink-600">{label}</dt>
                    <dd className="text-xl font-bold text-ink-900">{outcomes(f.totals)[i]}</dd>
                  </div>
                ))}
              </dl>
            </BarTable>
            <BarTable
              id="funnel-landing-section"
              title={w.byLanding}
              columns={[w.landing, ...OUTCOMES]}
              rows={f.byLandingKind.map((r) => ({
                label: (words.landingKinds as Record<string, string>)[r.kind] ?? r.kind,
                values: outcomes(r),
              }))}
            />
            <BarTable
              id="funnel-source-section"
              title={w.bySource}
              className="lg:col-span-2"
              columns={[w.source, ...OUTCOMES]}
              rows={f.bySource.map((r) => ({ label: r.source === 'direct' ? words.inbox.direct : r.source, values: outcomes(r) }))}
            />
          </div>
        )}
      </Loaded>
    </div>
  )
}
