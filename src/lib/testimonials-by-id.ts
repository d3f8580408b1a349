import type { Testimonial } from '../../schemas/testimonials.ts'
import { testimonials } from './content.ts'

export function testimonialsById(ids: readonly string[] | 'all'): Testimonial[] {
  if (ids === 'all') return testimonials
  return ids.map((id) => {
    const t = testimonials.find((x) => x.id === id)
    if (!t) throw new Error(`unknown testimonial ${id}`)
    return t
  })
}
