import { site } from '../lib/prerender-content.ts'

/** A third-party booking calendar (site.yaml embeds.booking), with the provider's form-embed script when configured. */
export function CalendarEmbed({ url, title, calendar }: { url: string; title: string; calendar: string }) {
  return (
    <>
      <iframe src={url} title={title} className="block h-[720px] w-full" loading="eager" data-booking-calendar={calendar} />
      {site.embeds.booking.formEmbedScript && <script async src={site.embeds.booking.formEmbedScript} />}
    </>
  )
}
