import { Icon } from './Icon.tsx'
import { Md } from './ui.tsx'

/** Questions as an exclusive accordion: <details name> opens one at a time and each closes again. */
export function FaqList({ items, group }: { items: readonly { question: string; answer: string }[]; group: string }) {
  return (
    <div className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white shadow-card">
      {items.map((item, i) => (
        <details key={item.question} name={group} className="group" open={i === 0 ? undefined : undefined}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-180">
              <Icon name="chevron-down" className="size-5" />
            </span>
          </summary>
          <Md block className="space-y-3 px-5 pb-6 leading-relaxed text-ink-600 sm:px-6" text={item.answer} />
        </details>
      ))}
    </div>
  )
}
