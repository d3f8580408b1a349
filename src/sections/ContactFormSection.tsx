import type { SectionOf } from '../../schemas/sections/index.ts'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { HeroFormCard } from '../components/HeroFormCard.tsx'
import { Island } from '../components/Island.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { ContactForm } from '../forms/ContactForm.tsx'

export function ContactFormSection({ section: s, inHero = false }: { section: SectionOf<'contact-form'>; inHero?: boolean }) {
  const form = (
    <>
      <Island name="contact-form" component={ContactForm} props={{}} />
      <CollectionNotice className="mt-6" />
    </>
  )
  if (inHero)
    return (
      <HeroFormCard id={s.id ?? 'contact-form'} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro}>
        {form}
      </HeroFormCard>
    )
  return (
    <Shell id={s.id ?? 'contact-form'} tone={s.tone}>
      <div className="mx-auto max-w-3xl rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10">
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone="light" align="left" />
        {form}
      </div>
    </Shell>
  )
}
