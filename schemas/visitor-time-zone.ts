// The visitor's time zone as their browser says it: the one part of office time (office-time.ts, which
// re-exports it) that the form pages need, kept apart so their script does not carry the booking labels.

/** The visitor's timezone (IANA name), or `fallback` when the browser does not say. */
export function visitorTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback
  } catch {
    return fallback
  }
}
