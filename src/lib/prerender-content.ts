// Build-time access to the generated content modules. Imported only by page
// code that runs at prerender time (every page is HTML-only), never shipped
// to the browser except through the form islands' own imports.
export { site } from '../generated/site.ts'
export { pages } from '../generated/pages.ts'
export { testimonials } from '../generated/testimonials.ts'
export { posts } from '../generated/posts.ts'
export { prose } from '../generated/prose.ts'
export { local } from '../generated/local.ts'
export { routes } from '../generated/routes.ts'
export { redirects } from '../generated/redirects.ts'
export { booking } from '../generated/booking.ts'
export { routing } from '../generated/routing.ts'
