// Whether this page's address carries a secret (src/lib/secret-pages.ts): the
// page says so with <meta name="referrer" content="no-referrer">, which +Head.tsx
// writes for exactly those pages. Such a page starts no ad pixel and keeps its
// address nowhere (not as the visit's landing page, which a later form sends on).
export const privateAddress = (): boolean =>
  typeof document !== 'undefined' && document.querySelector('meta[name="referrer"][content="no-referrer"]') !== null
