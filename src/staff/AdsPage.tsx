// /staff/ads/: what each ad platform received (issue 38). Per stage, the funnel's own count beside what
// Meta, Google Analytics and Google Ads accepted; per platform, how many were sent, accepted, failed and
// held; then every conversion at each platform, newest first, a failed one with "Send again".
// Every grid child is min-w-0: a wide table scrolls in its own region at 390 px, never the page.
import type { ConversionList, ConversionPlatform } from '../../schemas/staff-api-types.ts'
import { CONVERSION_PLATFORMS } from '../../schemas/staff-api-types.ts'
import type { ConsoleProps } from './console-props.ts'
import { NumberTable } from './BarTable.tsx'
import { ConversionItems } from './ConversionItems.tsx'
import { words } from './copy.ts'
import { Loaded, Section } from './ui.tsx'
import { useStaffData } from './use-staff-data.ts'

const w = words.ads
/** The newest shown; the rest are in the API's answer (and its totals). */
const SHOWN = 200

export function AdsPage(props: ConsoleProps) {
  const list = useStaffData('GET /conversions')
  return (
    <div className="grid gap-5">
      <p className="max-w-3xl text-ink-700">{w.intro}</p>
      <Loaded answer={list.answer} retry={list.reload}>
        {(data) => (
          <>
            <Reconciliation data={data} />
            <div className="grid min-w-0 gap-5 lg:grid-cols-3">
              {CONVERSION_PLATFORMS.map((p) => (
                <Totals key={p} data={data} platform={p} />
              ))}
            </div>
            <Section title={w.events} id="ads-events" className="min-w-0">
              <ConversionItems items={data.items.slice(0, SHOWN)} props={props} id="ads-events" withLead reload={list.reload} />
            </Section>
          </>
        )}
      </Loaded>
    </div>
  )
}

const platformName = (data: ConversionList, p: ConversionPlatform) => (data.configured[p] ? w[p] : `${w[p]} (${w.notConfigured})`)

function Reconciliation({ data }: { data: ConversionList }) {
  return (
    <Section title={w.reconciliation} id="ads-reconciliation" className="min-w-0">
      <NumberTable
        id="ads-reconciliation"
        columns={[w.stage, w.funnel, ...CONVERSION_PLATFORMS.map((p) => platformName(data, p))]}
        rows={data.reconciliation.map((r) => ({ label: r.stage, values: [r.funnel, ...CONVERSION_PLATFORMS.map((p) => r.accepted[p])] }))}
      />
    </Section>
  )
}

function Totals({ data, platform }: { data: ConversionList; platform: ConversionPlatform }) {
  const id = `ads-totals-${platform}`
  return (
    <Section title={platformName(data, platform)} id={id} className="min-w-0">
      <NumberTable
        id={id}
        columns={[w.stage, w.sent, w.accepted, w.failed, w.held]}
        rows={data.totals
          .filter((t) => t.platform === platform)
          .map((t) => ({ label: t.stage, values: [t.sent, t.accepted, t.failed, t.held] }))}
      />
    </Section>
  )
}
