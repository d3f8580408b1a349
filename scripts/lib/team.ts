// The team, from the one place it is written: the team-grid sections of the
// pages (the about page's). A member with an `id` can host booked calls
// (content/booking.yaml names hosts by it); the booking functions read the
// names from src/generated/team.ts, which `npm run gen` writes from this.
import type { Content } from '../../schemas/content.ts'
import type { TeamMember } from '../../schemas/sections/team-grid.ts'

/** Every member with an id, first mention wins (a page may show the same person again). */
export function teamOf(pages: Content['pages']): TeamMember[] {
  const out = new Map<string, TeamMember>()
  for (const page of pages)
    for (const s of page.sections)
      if (s.type === 'team-grid')
        for (const m of s.members) if (m.id && !out.has(m.id)) out.set(m.id, { id: m.id, name: m.name, role: m.role })
  return [...out.values()]
}
