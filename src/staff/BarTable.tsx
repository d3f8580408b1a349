// A section of the funnel: its heading, a bar chart drawn in HTML (each bar a
// sized span, hidden from screen readers) and the table of the same numbers
// under it, which is what assistive technology reads (named by the heading).
// The bars show the first column of numbers; `children` follow the table.
import type { ReactNode } from 'react'
import { fill, words } from './copy.ts'
import { Section } from './ui.tsx'

export interface BarRow {
  label: string
  values: number[]
}

export interface BarTableProps {
  /** The section heading's id, which names the table's region. */
  id: string
  title: string
  /** The first column's name (what the rows are), then one per number. */
  columns: string[]
  rows: BarRow[]
  className?: string
  children?: ReactNode
}

export function BarTable({ id, title, columns, rows, className, children }: BarTableProps) {
  const max = Math.max(1, ...rows.map((r) => r.values[0] ?? 0))
  return (
    <Section title={title} id={id} className={className}>
      <div className="grid gap-3">
        <div aria-hidden="true" title={fill(words.funnel.chart, { what: title })} className="grid gap-1.5">
          {rows.map((r) => (
            <div key={r.label} className="grid grid-cols-[minmax(6rem,10rem)_1fr] items-center gap-2 text-sm">
              <span className="truncate text-ink-700">{r.label}</span>
              <span className="flex items-center gap-2">
                <span className="h-4 rounded-sm bg-brand-500" style={{ width: `${((r.values[0] ?? 0) / max) * 100}%`, minWidth: '2px' }} />
                <span className="text-ink-800">{r.values[0] ?? 0}</span>
              </span>
            </div>
          ))}
        </div>
        <NumberTable id={id} columns={columns} rows={rows} />
      </div>
      {children}
    </Section>
  )
}

/**
 * The numbers as a table, in a region named by the heading `id` that scrolls on its own at 390 px
 * (focusable, so a keyboard can scroll it: axe's scrollable-region-focusable). The funnel's sections
 * and the ad platforms page (AdsPage.tsx) show their counts with it.
 */
export function NumberTable({ id, columns, rows }: { id: string; columns: string[]; rows: BarRow[] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`px-3 py-1.5 font-semibold ${i ? 'text-right' : ''}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-ink-100">
              <th scope="row" className="px-3 py-1.5 font-medium">
                {r.label}
              </th>
              {r.values.map((v, i) => (
                <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
