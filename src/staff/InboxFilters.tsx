// The inbox's filters: a plain GET form to the inbox itself, so the filters
// are the URL's query and a filtered view is a link to share. Submitting
// leaves the empty fields out of that URL.
import type { FormEvent } from 'react'
import { queryOf } from './api.ts'
import { words } from './copy.ts'
import type { ConsoleProps } from './console-props.ts'
import { STAFF_PAGES } from '../lib/staff-routes.ts'
import { statuses } from './statuses.ts'

export type InboxFilter = Partial<Record<'q' | 'status' | 'owner' | 'form' | 'source' | 'from' | 'to', string>>

const w = words.inbox

function Select({ name, label, value, options }: { name: string; label: string; value?: string; options: [string, string][] }) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="field-label">
        {label}
      </label>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ''} className="field-input py-2">
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

function Text({ name, label, value, type = 'text' }: { name: string; label: string; value?: string; type?: string }) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="field-label">
        {label}
      </label>
      <input id={`f-${name}`} name={name} type={type} defaultValue={value ?? ''} className="field-input py-2" />
    </div>
  )
}

function go(e: FormEvent<HTMLFormElement>) {
  e.preventDefault()
  const values = Object.fromEntries([...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v).trim()]))
  location.assign(`${STAFF_PAGES.inbox}${queryOf(values)}`)
}

export function InboxFilters({ filter, team }: { filter: InboxFilter; team: ConsoleProps['team'] }) {
  const statusOptions: [string, string][] = statuses.length
    ? statuses.map((s) => [s.id, s.label])
    : filter.status
      ? [[filter.status, filter.status]]
      : []
  return (
    <form
      method="get"
      action={STAFF_PAGES.inbox}
      onSubmit={go}
      aria-labelledby="filters-heading"
      className="rounded-xl border border-ink-200 bg-white p-4"
    >
      <h2 id="filters-heading" className="sr-only">
        {w.filters}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <Text name="q" label={w.search} value={filter.q} type="search" />
        </div>
        <Select name="status" label={w.status} value={filter.status} options={[['', w.anyStatus], ...statusOptions]} />
        <Select
          name="owner"
          label={w.owner}
          value={filter.owner}
          options={[['', w.anyOwner], ['none', w.noOwner], ...team.map((m): [string, string] => [m.id, m.name])]}
        />
        <Select name="form" label={w.form} value={filter.form} options={[['', w.anyForm], ...Object.entries(words.forms)]} />
        <Text name="source" label={w.source} value={filter.source} />
        <Text name="from" label={w.from} value={filter.from} type="date" />
        <Text name="to" label={w.to} value={filter.to} type="date" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary">
          {w.apply}
        </button>
        <a href={STAFF_PAGES.inbox} className="font-semibold text-brand-700 underline">
          {w.clear}
        </a>
      </div>
    </form>
  )
}
