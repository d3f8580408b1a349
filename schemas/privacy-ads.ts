// The words about advertising a visitor reads (content/site.yaml `ads`): the
// collection notice under every form, the footer's "don't share my visit"
// link, and the privacy policy's list of the ad platforms this build sends to
// (src/lib/ad-destinations.ts decides which, from the build's environment).
import { z } from 'zod'

export { AD_DESTINATIONS, AD_DESTINATIONS_MARKER, type AdDestination } from './ad-destination-keys.ts'

const DestinationSchema = z
  .object({
    name: z
      .string()
      .min(1)
      .describe('The platform as the notice and the policy name it, e.g. "Meta (Facebook and Instagram)"')
      .meta({ title: 'Name' }),
    mentions: z
      .array(z.string().min(2))
      .min(1)
      .describe('Words that name this platform: the privacy policy may use them only when the platform is configured')
      .meta({ title: 'Words that name it' }),
    policy: z
      .string()
      .min(1)
      .describe("The privacy policy's paragraph on what this platform receives and why")
      .meta({ title: 'Policy paragraph' }),
  })
  .strict()

export const AdPrivacySchema = z
  .object({
    notice: z
      .string()
      .min(1)
      .describe('Collection notice under every form: what is kept with the details sent')
      .meta({ title: 'Collection notice' }),
    sharedWith: z
      .string()
      .min(1)
      .describe('Follows the notice when ad platforms are configured; the platform names are added after it')
      .meta({ title: 'Platforms sentence' }),
    privacyLink: z
      .object({
        label: z.string().min(1).describe('The link\'s words after the notice, e.g. "Privacy policy"').meta({ title: 'Label' }),
        href: z
          .string()
          .startsWith('/')
          .describe('Where it goes: an address on this site starting with /, e.g. /privacy-policy')
          .meta({ title: 'Link' }),
      })
      .strict()
      .describe('Link to the privacy policy, after the notice')
      .meta({ title: 'Privacy policy link' }),
    optOut: z
      .object({
        share: z.string().min(1).describe('Footer link while the visit may be shared').meta({ title: 'Opt-out link' }),
        stopped: z
          .string()
          .min(1)
          .describe('The same link once the visitor opted out (pressing it shares again)')
          .meta({ title: 'Opted-out link' }),
        gpc: z.string().min(1).describe('Shown instead when the browser sends Global Privacy Control').meta({ title: 'GPC text' }),
      })
      .strict()
      .describe('The footer link that lets a visitor stop (or resume) sharing their visit with ad platforms')
      .meta({ title: 'Footer opt-out' }),
    destinations: z
      .object({
        meta: DestinationSchema.describe('Named to visitors only when the Meta pixel or Conversions API is set up for the build').meta({
          title: 'Meta (pixel and Conversions API)',
        }),
        ga4: DestinationSchema.describe('Named to visitors only when Google Analytics is set up for the build').meta({
          title: 'Google Analytics 4',
        }),
        googleAds: DestinationSchema.describe('Named to visitors only when Google Ads conversion upload is set up for the build').meta({
          title: 'Google Ads (offline conversions)',
        }),
      })
      .strict()
      .describe('Each ad platform the site can send to; only those configured where the site is built are named to visitors')
      .meta({ title: 'Ad platforms' }),
    policyNone: z
      .string()
      .min(1)
      .describe("The privacy policy's advertising list when no platform is configured")
      .meta({ title: 'Policy: no platforms' }),
  })
  .strict()
  .meta({ title: 'Advertising and privacy' })
  .meta({ description: 'Collection notice, footer opt-out and the ad platforms the privacy policy lists' })
export type AdPrivacy = z.infer<typeof AdPrivacySchema>
