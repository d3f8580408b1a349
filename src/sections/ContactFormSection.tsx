import type { SectionOf } from '../../schemas/sections/index.ts'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { Island } from '../components/Island.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { ContactForm } from '../forms/ContactForm.tsx'

export function ContactFormSection({ section: s }: { section: SectionOf<'contact-form'> }) {
  return (
    <Shell id={s.id ?? 'contact-form'} tone={s.tone}>
      <div className="mx-auto max-w-3xl rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10">
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone="light" align="left" />
        <Island name="contact-form" component={ContactForm} props={{}} />
        <CollectionNotice className="mt-6" />
      </div>
    </Shell>
  )
}
