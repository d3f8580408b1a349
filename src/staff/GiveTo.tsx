// "Give to…" on a call card: the other hosts of the call's meeting type free at its time (GET …/reassign),
// one chosen takes the call (POST /api/staff/bookings/<id>/reassign): the old host's CANCEL, the new host's
// REQUEST and the prospect's update are the server's (booking/endpoints/reassign.ts).
import { useState, type FormEvent } from 'react'
import { staffApi } from './api.ts'
import type { PoolHost, StaffBooking } from '../../schemas/staff-api-types.ts'
import { fill, words } from './copy.ts'
import { SaveStatus, type SaveState } from './ui.tsx'

const bw = words.bookingActions

/** "Give to…": the other hosts of the call's type free at its time; one chosen gets the call (POST …/reassign). */
export function GiveTo({ booking, reload }: { booking: StaffBooking; reload: () => void }) {
  const [hosts, setHosts] = useState<PoolHost[] | null>(null)
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<SaveState>('idle')
  const [said, setSaid] = useState('')
  const params = { id: booking.bookingId }
  const load = async () => {
    const a = await staffApi('GET /bookings/:id/reassign', { params })
    if (a.kind === 'ok') setHosts(a.data.hosts)
    else setState(a.kind === 'signed-out' ? 'signed-out' : 'failed')
  }
  const toggle = () => {
    setOpen(!open)
    setSaid('')
    if (!open) void load()
  }
  const give = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const host = String(new FormData(e.currentTarget).get('host') ?? '')
    if (!host) return
    setState('saving')
    const a = await staffApi('POST /bookings/:id/reassign', { params, body: { host } })
    if (a.kind === 'ok') {
      setState('saved')
      setSaid(fill(bw.givenTo, { host: a.data.host.name }))
      setOpen(false)
      reload()
      return
    }
    // Someone took that host's time meanwhile: the list is read again.
    if (a.kind === 'refused' && a.status === 409) {
      setState('idle')
      setSaid(bw.hostTaken)
      return void load()
    }
    setState(a.kind === 'signed-out' ? 'signed-out' : 'failed')
  }
  const free = hosts?.filter((h) => h.free) ?? []
  const current = hosts?.find((h) => h.current)
  const fieldId = `give-${booking.bookingId}`
  return (
    <div className="mt-2">
      <button type="button" className="btn-outline px-3 py-1.5 text-sm" aria-expanded={open} onClick={toggle} data-give-to>
        {bw.giveTo}
      </button>
      {said && (
        <p role="status" className="mt-2 text-sm text-ink-800" data-give-said>
          {said}
        </p>
      )}
      {open && current && <p className="mt-2 text-sm text-ink-700">{fill(bw.giveFrom, { host: current.name })}</p>}
      {open &&
        hosts &&
        (free.length ? (
          <form onSubmit={(e) => void give(e)} className="mt-3 flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={fieldId} className="field-label">
                {bw.giveToHost}
              </label>
              <select id={fieldId} name="host" required className="field-input py-2">
                {free.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary" disabled={state === 'saving'}>
              {bw.giveSubmit}
            </button>
          </form>
        ) : (
          <p className="mt-2 text-sm text-ink-700">{bw.noFreeHost}</p>
        ))}
      <SaveStatus state={state} />
    </div>
  )
}
