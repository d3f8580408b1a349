// localStorage / sessionStorage that never throws: private modes, full quotas
// and disabled storage must not break a form, only its memory.
export function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // quota or disabled: the form still works, it just forgets on reload
  }
}

export function remove(storage: Storage | undefined, ...keys: string[]): void {
  try {
    for (const k of keys) storage?.removeItem(k)
  } catch {
    // ignore
  }
}

export const local = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export const session = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** Keys this site keeps in the browser for its forms (one place, so they never collide). */
export const KEYS = {
  landing: 'hl.landing',
  /** The first and the last ad click of the visit (attribution.ts). */
  clicks: 'hl.ad-clicks',
  growthDraft: 'hl.growth-session.draft',
  growthLeadId: 'hl.growth-session.lead-id',
  outbox: 'hl.lead-outbox',
  contactDraft: 'hl.contact.draft',
  onboardingDraft: (slug: string) => `hl.onboarding.${slug}.draft`,
  /** The form's server-issued token (form-token.ts), kept so a reload keeps when the form was started. */
  formToken: (form: string) => `hl.${form}.form-token`,
} as const
// Also used: 'hl.lead-handoff' (LEAD_HANDOFF_KEY in lead-handoff.ts), the finished form's lead for the booking.
// It is kept out of KEYS because every page's script carries this object, and only the forms and the booking need it.
