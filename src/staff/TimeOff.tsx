// Each host's time off set in the console (kept in Blobs by wt-staffcalls'
// /api/staff/time-off, read by availability at once), beside content's own.
import { useState, type FormEvent } from 'react'
import type { TimeOff as Off } from '../../schemas/booking-hosts.ts'
import { staffApi } from './api.ts'
import { words } from './copy.ts'
import { Loaded, SaveStatus, Section, type SaveState } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.calls

/** `onAffected`: the calls the saved time off leaves with an absent host (the PUT's `affected`), for the calls page to list. */
export function TimeOff({ onAffected }: { onAffected: (bookingIds: string[]) => void }) {
  const list = useStaffData('GET /time-off')
  const [state, setState] = useState<SaveState>('idle')
  const save = async (host: string, timeOff: Off[]) => {
    setState('saving')
    const a = await staffApi('PUT /time-off', { body: { host, timeOff } })
    setState(a.kind === 'ok' ? 'saved' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') {
      list.reload()
      onAffected(a.data.affected)
    }
  }
  return (
    <Section title={w.timeOff} id="time-off">
      <Loaded answer={list.answer} retry={list.reload}>
        {({ hosts }) => {
          const add = (e: FormEvent<HTMLFormElement>) => {
            e.preventDefault()
            const f = new FormData(e.currentTarget)
            const host = hosts.find((h) => h.id === f.get('host'))
            const from = String(f.get('from') ?? '')
            if (!host || !from) return
            const to = String(f.get('to') ?? '')
            const reason = String(f.get('reason') ?? '').trim()
            void save(host.id, [...host.console, { from, ...(to && to !== from ? { to } : {}), ...(reason ? { reason } : {}) }])
          }
          const any = hosts.some((h) => h.console.length || h.content.length)
          return (
            <>
              {any ? (
                <ul className="mb-4 grid gap-2">
                  {hosts.flatMap((h) =>
                    [...h.content.map((o) => ({ o, own: false })), ...h.console.map((o) => ({ o, own: true }))].map(({ o, own }, i) => (
                      <li key={`${h.id}-${i}`} className="flex flex-wrap items-center gap-x-3">
                        <span className="font-semibold">{h.name}</span>
                        <span>
                          {o.from}
                          {o.to ? ` – ${o.to}` : ''}
                        </span>
                        {o.reason && <span className="text-ink-600">{o.reason}</span>}
                        {own && (
                          <button
                            type="button"
                            className="text-sm font-semibold text-danger-600 underline"
                            onClick={() =>
                              void save(
                                h.id,
                                h.console.filter((x) => x !== o),
                              )
                            }
                          >
                            {w.timeOffRemove}
                          </button>
                        )}
                      </li>
                    )),
                  )}
                </ul>
              ) : (
                <p className="mb-4 text-ink-600">{w.timeOffNone}</p>
              )}
              <form onSubmit={add} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
                <div>
                  <label htmlFor="off-host" className="field-label">
                    {w.timeOffHost}
                  </label>
                  <select id="off-host" name="host" className="field-input py-2">
                    {hosts.map((h) => (
                      <option key={h.id} value={h.id}>
                        {h.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="off-from" className="field-label">
                    {w.timeOffFrom}
                  </label>
                  <input id="off-from" name="from" type="date" required className="field-input py-2" />
                </div>
                <div>
                  <label htmlFor="off-to" className="field-label">
                    {w.timeOffTo}
                  </label>
                  <input id="off-to" name="to" type="date" className="field-input py-2" />
                </div>
                <div>
                  <label htmlFor="off-reason" className="field-label">
                    {w.timeOffReason}
                  </label>
                  <input id="off-reason" name="reason" className="field-input py-2" />
                </div>
                <button type="submit" className="btn-outline">
                  {w.timeOffAdd}
                </button>
              </form>
              <SaveStatus state={state} />
            </>
          )
        }}
      </Loaded>
    </Section>
  )
}
