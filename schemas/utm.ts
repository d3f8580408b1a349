// The UTM parameters kept with every lead. Apart from schemas/lead.ts so the
// site-wide script can read them without loading zod on every page.
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
