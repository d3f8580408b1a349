// What call, how long and with whom, below the booking's times: the meeting type's
// name and length and the team members who may take it (their photos, or
// initials until a photo is added on the about page). Prerendered with every
// host of the type; when the page was opened for a lead whose route narrows the
// pool (content/routing.yaml), the island hides the others (use-lead-link.ts),
// so the page never shows someone who will not take the call.
import type { TeamGridSection } from '../../schemas/sections/team-grid.ts'
import { Avatar } from '../components/ui.tsx'
import { fill } from './copy.ts'

type Member = TeamGridSection['members'][number]

export function BookingPool(p: {
  meeting: string
  minutes: number
  hosts: readonly Member[]
  words: { callWith: string; length: string }
}) {
  return (
    <div className="mt-6 rounded-xl bg-brand-50 p-4 sm:p-5" data-booking-pool>
      <p className="font-semibold text-ink-900">
        <span data-pool-meeting>{p.meeting}</span> · <span data-pool-length>{fill(p.words.length, { minutes: p.minutes })}</span>
      </p>
      <p className="mt-2 text-sm text-ink-700">{p.words.callWith}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-3">
        {p.hosts.map((m) => (
          <li key={m.id} data-pool-host={m.id} className="flex items-center gap-3">
            <Avatar name={m.name} image={m.photo} size={44} />
            <span className="text-sm leading-tight">
              <span className="block font-semibold text-ink-900">{m.name}</span>
              <span className="block text-ink-600">{m.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
