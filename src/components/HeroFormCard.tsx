// A form section drawn inside a hero with `formBeside` (src/sections/HeroSection.tsx): a white card
// beside the hero's words, with the section's own heading kept small so the first field sits high.
import type { ReactNode } from 'react'
import { Md } from './ui.tsx'

interface Words {
  eyebrow?: string
  heading?: string
  intro?: string
}

/** The section's eyebrow, h2 and intro, small. */
export function HeroFormWords({ eyebrow, heading, intro, className = 'mb-5' }: Words & { className?: string }) {
  if (!eyebrow && !heading && !intro) return null
  return (
    <div className={className}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      {heading && <h2 className="mt-1 text-xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-2xl">{heading}</h2>}
      {intro && <Md className="mt-2 text-base leading-relaxed text-ink-600" text={intro} />}
    </div>
  )
}

/** The card, padded with the section's words on top; `flush`: the children bring their own padding and words. */
export function HeroFormCard({ id, children, flush = false, ...words }: Words & { id?: string; children: ReactNode; flush?: boolean }) {
  return (
    <section id={id} data-tone="light" className="rounded-[1.5rem] bg-white text-ink-900 shadow-lift ring-1 ring-white/20">
      {flush ? (
        children
      ) : (
        <div className="p-5 sm:p-8">
          <HeroFormWords {...words} />
          {children}
        </div>
      )}
    </section>
  )
}
