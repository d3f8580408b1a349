import type { SectionOf } from '../../schemas/sections/index.ts'
import { ButtonLink, Md } from '../components/ui.tsx'

export function CtaSection({ section: s }: { section: SectionOf<'cta'> }) {
  return (
    <section id={s.id} className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,var(--color-brand-600),transparent_50%),radial-gradient(circle_at_90%_100%,var(--color-accent-700),transparent_45%)]"
        />
        {s.eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{s.eyebrow}</p>}
        <h2 className="mx-auto mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">{s.heading}</h2>
        {s.body && <Md className="mx-auto mt-4 max-w-2xl text-lg text-brand-100" text={s.body} />}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink link={s.primary} variant="accent" />
          {s.secondary && <ButtonLink link={s.secondary} variant="ghost-light" />}
        </div>
      </div>
    </section>
  )
}
