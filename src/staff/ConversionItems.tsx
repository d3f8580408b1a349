// The conversions at each ad platform, one line per conversion and platform: its stage, state, time, value
// and the platform's error (or why it was held), with "Send again" on a failed one. /staff/ads/ lists
// everyone's (with the lead's link), a lead page its own (GET /api/staff/conversions?lead=).
import { useState } from 'react'
import { isPersonId } from '../../schemas/ids.ts'
import type { ConversionItem } from '../../schemas/staff-api-types.ts'
import { staffApi } from './api.ts'
import type { ConsoleProps } from './console-props.ts'
import { when, words } from './copy.ts'
import { leadPageHref } from '../lib/staff-routes.ts'
import { SaveStatus, type SaveState } from './ui.tsx'

const w = words.ads

/** A state's colour: accepted green, failed red, the rest quiet. */
const STATE_CLASS: Record<ConversionItem['state'], string> = {
  accepted: 'border border-success-600 text-success-600',
  failed: 'border border-danger-600 text-danger-600',
  sent: 'bg-brand-50 text-brand-800',
  held: 'bg-ink-100 text-ink-700',
}

export function ConversionItems({
  items,
  props,
  id,
  withLead,
  reload,
}: {
  items: ConversionItem[]
  props: ConsoleProps
  /** The heading that names the list. */
  id: string
  withLead: boolean
  reload: () => void
}) {
  if (!items.length) return <p className="text-ink-700">{w.none}</p>
  // A list, not a table: each conversion wraps to the width it has (a lead page's column, a phone) and
  // the platform's error reads whole under its line.
  return (
    <ul aria-labelledby={id} className="divide-y divide-ink-100">
      {items.map((item) => (
        <Item key={item.id} item={item} props={props} withLead={withLead} reload={reload} />
      ))}
    </ul>
  )
}

function Item({ item, props, withLead, reload }: { item: ConversionItem; props: ConsoleProps; withLead: boolean; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const retry = async () => {
    setState('saving')
    const a = await staffApi('POST /conversions/:id/retry', { params: { id: item.id }, body: {} })
    setState(a.kind === 'ok' ? 'idle' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') reload()
  }
  const why = item.state === 'held' && item.reason ? w[item.reason] : item.error
  return (
    <li className="py-2.5">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {withLead &&
          (isPersonId(item.leadId) ? (
            <a className="font-medium text-brand-700 underline" href={leadPageHref(item.leadId)}>
              {item.name || item.leadId}
            </a>
          ) : (
            <span className="font-medium">{item.name || item.leadId}</span>
          ))}
        <span className="font-semibold text-ink-900">{item.stage}</span>
        <span>{w[item.platform]}</span>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[item.state]}`}>{w[item.state]}</span>
        <span className="text-sm text-ink-600">{when(item.at, props.locale, props.officeZone)}</span>
        {item.value !== null && (
          <span className="text-sm text-ink-700">
            {w.value}: {item.value}
          </span>
        )}
      </p>
      {why && <p className="mt-1 text-sm break-words text-ink-700">{why}</p>}
      {item.retry && (
        <p className="mt-1.5 flex flex-wrap items-center gap-2">
          <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={() => void retry()} disabled={state === 'saving'}>
            {state === 'saving' ? w.retrying : w.retry}
          </button>
          <SaveStatus state={state} />
        </p>
      )}
    </li>
  )
}
