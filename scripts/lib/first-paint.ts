// What postbuild (scripts/postbuild.ts) does to each page so that nothing but the HTML stands
// between a phone and the page's largest paint (issue 37: LCP at most 1.2 s on Lighthouse's
// simulated mobile). Lighthouse's simulation (Lantern) counts every request that finished before
// the largest paint it observed, images of low priority aside, and starts each one only after the
// HTML has arrived: a 1 KB script on a fresh connection is two more round trips (~330 ms), and the
// entry's chunks a chain after it (1.68 s on a blog article, 2.1 s on /contact with the form's).
//
// - The page's entry script is fetched once the page has loaded and its largest paint has been
//   presented (the largest-contentful-paint entry: of the hero image, the one image with
//   fetchpriority="high", where the page has one), not with the HTML. A frame's paint is presented
//   after the main thread has drawn it, so waiting for a frame (requestAnimationFrame) let a script
//   from the local server land before the paint it was meant to follow (measured: a blog article's
//   entry in its LCP). Browsers without that entry (Safari) wait for the frame after the load; a
//   page that reports no paint (a tab in the background) gets its script 2.5 s after the load. What
//   the script adds (the menus' extras, accordions, a form's hydration) is enhancement: every page is
//   whole as prerendered HTML; the site's script marks <html data-enhanced> and a form data-ready
//   once they have run. The staff console is left as Vike writes it: its pages are drawn by their script.
// - A small poster of a video (the home hero's gradient) rides in the page as a data: URL: as an
//   address it is a high-priority image request before the first paint.
//
// The loader is one text on every page (its address is in data-entry), so the CSP allows it by one hash.
import { extname } from 'node:path'

/** The one inline script that adds the module `data-entry` after the load and the largest paint. */
export const ENTRY_LOADER =
  "(function(s){var added=false,add=function(){if(added)return;added=true;var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)},watch=function(){var P=window.PerformanceObserver,hero=document.querySelector('img[fetchpriority=high]');if(!P||(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return requestAnimationFrame(function(){setTimeout(add)});new P(function(list){if(list.getEntries().some(function(e){return !hero||e.element===hero}))setTimeout(add)}).observe({type:'largest-contentful-paint',buffered:true});setTimeout(add,2500)};document.readyState==='complete'?watch():addEventListener('load',watch)})(document.currentScript.dataset.entry)"

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
