import { Icon } from '../components/Icon.tsx'
import type { AgencyContact } from './island-props.ts'

/** The agency's email and phone, where booking online is not possible. */
export function ContactLinks({ contact }: { contact: AgencyContact }) {
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <a className="btn-outline" href={`mailto:${contact.email}`}>
        <Icon name="mail" className="size-5" /> {contact.email}
      </a>
      <a className="btn-outline" href={`tel:${contact.phoneE164}`}>
        <Icon name="phone" className="size-5" /> {contact.phone}
      </a>
    </div>
  )
}
