// What postbuild (scripts/postbuild.ts) does to each page so that nothing but the HTML stands
// between a phone and the page's largest paint (issue 37: LCP at most 1.2 s on Lighthouse's
// simulated mobile). Lighthouse's simulation (Lantern) counts every request that finished before
// the largest paint it observed, images of low priority aside, and starts each one only after the
// HTML has arrived: a 1 KB script on a fresh connection is two more round trips (~330 ms), and the
// entry's chunks a chain after it (1.68 s on a blog article, 2.1 s on /contact with the form's).
//
// - The page's entry script is fetched after the first painted frame (and after the page's hero image,
//   the one image with fetchpriority="high", has loaded: the largest paint of a blog article), not
//   with the HTML. What it adds (the menus' extras, accordions, a form's hydration) is enhancement:
//   every page is whole as prerendered HTML, and a form says when it is ready (data-ready). The
//   loader inserts a <script type="module">, which, like the parser's, holds the load event until
//   it has run: a visitor's (and a test's) "loaded" page is still an enhanced one. The staff
//   console is left as Vike writes it: its pages are drawn by their script.
// - A small poster of a video (the home hero's gradient) rides in the page as a data: URL: as an
//   address it is a high-priority image request before the first paint.
//
// The loader is one text on every page (its address is in data-entry), so the CSP allows it by one hash.
import { extname } from 'node:path'

/** The one inline script that adds the module `data-entry` after the first frame (and the hero image). */
export const ENTRY_LOADER =
  "(function(s){var go=function(){requestAnimationFrame(function(){setTimeout(function(){var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)})})};var hero=document.querySelector('img[fetchpriority=high]');if(hero&&!hero.complete){hero.addEventListener('load',go);hero.addEventListener('error',go)}else go()})(document.currentScript.dataset.entry)"

/** The entries left to load with the page: those whose page draws itself (the staff console). */
const EAGER_ENTRY = /\/entries\/src_pages_staff_client\./

const ENTRY_SCRIPT = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async(?:="")?><\/script>/g

/** `html` with each Vike entry script (but the console's) loaded by ENTRY_LOADER after the first paint. */
export function deferEntryScripts(html: string): string {
  return html.replace(ENTRY_SCRIPT, (tag, src: string) =>
    EAGER_ENTRY.test(src) ? tag : `<script data-entry="${src}">${ENTRY_LOADER}</script>`,
  )
}

/** Posters up to this size ride in the page; a larger one is a real image worth its own request. */
export const POSTER_INLINE_MAX_BYTES = 2048

const MIME: Record<string, string> = { '.svg': 'image/svg+xml' }

/**
 * `html` with each local video poster of a type in MIME and at most POSTER_INLINE_MAX_BYTES (`read`
 * gives a file's text from its URL path, or null) written as a data: URL.
 */
export function inlinePosters(html: string, read: (path: string) => string | null): string {
  return html.replace(/\bposter="(\/[^"]+)"/g, (attr, path: string) => {
    const mime = MIME[extname(path).toLowerCase()]
    const text = mime ? read(path) : null
    if (text === null || Buffer.byteLength(text) > POSTER_INLINE_MAX_BYTES) return attr
    // Percent-encoded rather than base64: smaller for SVG, and it compresses with the page.
    const encoded = encodeURIComponent(text.trim()).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')
    return `poster="data:${mime},${encoded}"`
  })
}
