// /.netlify/functions/rate-limited: where Netlify sends a call over a function's
// rate limit (each visitor function's config.rateLimit: `action: 'rewrite'`,
// `to` this path), instead of its own plain-text 429. It answers 429 in the
// API's error shape with Retry-After, whatever was asked; the local server
// (scripts/lib/local-functions.ts) rewrites to it the same way. It reads and
// stores nothing, so it has no limit of its own.
import { rateLimited } from '../lib/http.ts'

export default () => rateLimited()
