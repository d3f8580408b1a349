// The collection notice under every form and the booking (APP 5): what is kept
// with the details sent, which ad platforms this build may tell (only those
// configured, src/generated/ads.ts), and the privacy policy. Prerendered: no
// script, so the form islands carry none of it.
import { adDestinations } from '../generated/ads.ts'
import { adDestinationNames } from '../lib/ad-destinations.ts'
import { site } from '../lib/prerender-content.ts'
import { canonicalHref } from '../lib/routes.ts'

export function CollectionNotice({ className = '' }: { className?: string }) {
  const { notice, sharedWith, privacyLink } = site.ads
  const names = adDestinationNames(site.ads, adDestinations)
  return (
    <p className={`text-sm leading-relaxed text-ink-500 ${className}`} data-collection-notice>
      {notice} {names.length > 0 && <>{`${sharedWith} ${names.join(', ')}.`} </>}
      <a href={canonicalHref(privacyLink.href)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {privacyLink.label}
      </a>
    </p>
  )
}
