import { site } from '../lib/prerender-content.ts'

/** The wordmark: a harbour-wave mark and the brand text, drawn inline (no request). */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span
      className={`inline-flex items-center gap-2.5 font-display text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-brand-950' : 'text-white'}`}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M6 19c3 0 3-3 6-3s3 3 6 3 3-3 6-3 2 1.5 2 1.5" fill="none" stroke="#5eead4" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M9 13.5V8m7 5.5V6m7 7.5V10" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span>
        {site.brand.logoText}
        <span className={tone === 'dark' ? 'text-accent-600' : 'text-accent-300'}>.</span>
      </span>
    </span>
  )
}
