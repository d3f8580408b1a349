// The conversions at each ad platform, one row per conversion and platform: its stage, state, time, value
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
  /** The heading that names the table's region. */
  id: string
  withLead: boolean
  reload: () => void
}) {
  if (!items.length) return <p className="text-ink-700">{w.none}</p>
  const columns = [...(withLead ? [w.lead] : []), w.stage, w.platform, w.state, w.when, w.value, w.why]
  return (
    // Focusable so a keyboard can scroll it at 390 px (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-1.5 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <Row key={item.id} item={item} props={props} withLead={withLead} reload={reload} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Row({ item, props, withLead, reload }: { item: ConversionItem; props: ConsoleProps; withLead: boolean; reload: () => void }) {
  const [state, setState] = useState<SaveState>('idle')
  const retry = async () => {
    setState('saving')
    const a = await staffApi('POST /conversions/:id/retry', { params: { id: item.id }, body: {} })
    setState(a.kind === 'ok' ? 'idle' : a.kind === 'signed-out' ? 'signed-out' : 'failed')
    if (a.kind === 'ok') reload()
  }
  const why = item.state === 'held' && item.reason ? w[item.reason] : (item.error ?? '')
  return (
    <tr className="border-t border-ink-100 align-top">
      {withLead && (
        <td className="px-3 py-1.5 whitespace-nowrap">
          {isPersonId(item.leadId) ? (
            <a className="text-brand-700 underline" href={leadPageHref(item.leadId)}>
              {item.name || item.leadId}
            </a>
          ) : (
            item.name || item.leadId
          )}
        </td>
      )}
      <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
        {item.stage}
      </th>
      <td className="px-3 py-1.5 whitespace-nowrap">{w[item.platform]}</td>
      <td className="px-3 py-1.5">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_CLASS[item.state]}`}>{w[item.state]}</span>
      </td>
      <td className="px-3 py-1.5 whitespace-nowrap">{when(item.at, props.locale, props.officeZone)}</td>
      <td className="px-3 py-1.5 text-right whitespace-nowrap">{item.value ?? words.frame.empty}</td>
      <td className="min-w-56 px-3 py-1.5 break-words text-ink-700">
        {why || words.frame.empty}
        {item.retry && (
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={() => void retry()} disabled={state === 'saving'}>
              {state === 'saving' ? w.retrying : w.retry}
            </button>
            <SaveStatus state={state} />
          </span>
        )}
      </td>
    </tr>
  )
}
