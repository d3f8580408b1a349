// The mark of a stale lead (no activity for longer than its status allows, content/pipeline.yaml), the
// same in the inbox, on the board and on the lead page.
import { words } from './copy.ts'

export function StaleMark() {
  return (
    <span className="inline-block rounded-pill border border-warning-500 bg-warning-500/15 px-2 py-0.5 text-xs font-semibold text-ink-900">
      {words.inbox.stale}
    </span>
  )
}
