// npm run leads -- conversions-link: the private URL of the Google Ads offline
// conversion feed (/api/conversions/google-ads.csv?token=…), to paste into Google
// Ads' scheduled upload (docs/advertising-and-conversions.md). Signed with
// GOOGLE_ADS_FEED_SECRET: run it with the site's secret and address
// (URL=https://… GOOGLE_ADS_FEED_SECRET=… npm run leads -- conversions-link);
// without them it signs for this machine. The URL is alone on the last line.
import { feedSecret, feedUrl, FEED_SECRET_ENV } from '../../netlify/lib/conversions/google-ads-feed.ts'
import { siteUrl } from '../../netlify/lib/site-url.ts'
import { operands, say, UsageError, usageFailure, type Io } from './staff-command.ts'

export async function run(argv: string[], io: Io): Promise<number> {
  try {
    if (operands(argv).length) throw new UsageError('conversions-link takes no operands: npm run leads -- conversions-link')
  } catch (e) {
    return usageFailure(e, io)
  }
  const secret = feedSecret(io.env)
  if (!secret.ok) {
    say(io, secret.problem)
    return 1
  }
  if (secret.development)
    say(
      io,
      `Signed with the development secret: this link works on this machine only. Set ${FEED_SECRET_ENV} (and URL) as on the site for a real one.`,
    )
  say(
    io,
    `Anyone with this link reads the conversions (hashed contacts, click ids): give it to Google Ads only. Changing ${FEED_SECRET_ENV} revokes it.`,
  )
  io.stdout.write(`${feedUrl(siteUrl(io.env), secret.secret)}\n`)
  return 0
}
