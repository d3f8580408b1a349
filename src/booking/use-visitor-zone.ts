// The visitor's timezone once the page runs in their browser; the office's in
// the prerendered HTML and during hydration, so the HTML never depends on the
// zone of the machine that built it.
import { useSyncExternalStore } from 'react'
import { visitorTimeZone } from '../../schemas/office-time.ts'

const never = () => () => {}

export function useVisitorZone(officeZone: string): string {
  return useSyncExternalStore(
    never,
    () => visitorTimeZone(officeZone),
    () => officeZone,
  )
}
