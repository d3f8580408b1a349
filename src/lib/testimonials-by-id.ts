import type { Testimonial } from '../../schemas/testimonials.ts'
import { testimonials } from './prerender-content.ts'

export function testimonialsById(ids: readonly string[] | 'all'): Testimonial[] {
  if (ids === 'all') return testimonials
  return ids.map((id) => {
    const t = testimonials.find((x) => x.id === id)
    if (!t) throw new Error(`unknown testimonial ${id}`)
    return t
  })
}

/** The in-page anchor of a case study on the page that shows it in full (a case-studies section). */
export const caseStudyAnchor = (id: string) => `case-${id}`
