// A lead page's own conversions at each ad platform (GET /api/staff/conversions?lead=<id>), a failed one
// with "Send again": what Meta, Google Analytics and Google Ads received of this person.
import type { LeadDetail } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { ConversionItems } from './ConversionItems.tsx'
import { words } from './copy.ts'
import { Loaded, Section } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

export function LeadConversions({ lead, props }: { lead: LeadDetail; props: ConsoleProps }) {
  const list = useStaffData('GET /conversions', { query: { lead: lead.id } })
  return (
    <Section title={words.ads.leadHeading} id="lead-conversions" className="min-w-0">
      <Loaded answer={list.answer} retry={list.reload}>
        {(data) => <ConversionItems items={data.items} props={props} id="lead-conversions" withLead={false} reload={list.reload} />}
      </Loaded>
    </Section>
  )
}
