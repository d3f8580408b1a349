import { posts } from '../../lib/content.ts'

export default () => posts.map((p) => `/blog/${p.meta.slug}/`)
