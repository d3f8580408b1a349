// Google Ads' offline conversions: not sent but fetched. A conversion whose visit
// came from a Google ad click (gclid, gbraid or wbraid) is recorded as a row of
// the feed Google Ads imports on a schedule (GET /api/conversions/google-ads.csv,
// netlify/lib/conversions/google-ads-feed.ts). Its "delivery" is the row being
// there: it is done at once. Recorded whatever else is set up; the feed itself
// refuses on Netlify until GOOGLE_ADS_FEED_SECRET is set.
import { ConversionWriteSchema } from '../../../../schemas/conversions.ts'
import type { ChannelDefinition } from '../channel-definition.ts'

export const googleAdsFeedChannel = {
  name: 'google-ads',
  takes: ['conversion-feed-row'],
  always: true,
  settings: () => ({ configured: false, problems: [] }),
  sender: () => ({
    async send(n) {
      // A row the feed could not read is a failure staff see, not a silent gap.
      ConversionWriteSchema.parse(n.write)
    },
  }),
} as const satisfies ChannelDefinition
