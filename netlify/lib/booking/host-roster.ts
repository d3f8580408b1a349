// Who takes a call: a meeting type's hosts (content/booking.yaml, ids of the
// team on the about page), each with their own hours or the site-wide ones,
// and their days off. The slot engine asks these per host; names come from
// src/generated/team.ts, the one list of the team.
import type { BookingSettings, WeeklyHours } from '../../../schemas/booking-settings.ts'
import type { TeamMember } from '../../../schemas/sections/team-grid.ts'
import { team as siteTeam } from '../../../src/generated/team.ts'

/** One host as the slot engine sees them. */
export interface HostView {
  id: string
  weeklyHours: WeeklyHours
  /** Whether an office date is one of their days off. */
  off: (date: string) => boolean
}

export function hostView(settings: BookingSettings, id: string): HostView {
  const own = settings.hosts.find((h) => h.id === id)
  const ranges = (own?.timeOff ?? []).map((t) => ({ from: t.from, to: t.to ?? t.from }))
  return {
    id,
    weeklyHours: own?.weeklyHours ?? settings.weeklyHours,
    off: (date) => ranges.some((r) => date >= r.from && date <= r.to),
  }
}

/** A host's id and name as a prospect reads it; an id the team no longer has answers itself as the name. */
export const hostOf = (id: string, team: readonly TeamMember[] = siteTeam): { id: string; name: string } => ({
  id,
  name: team.find((m) => m.id === id)?.name ?? id,
})
