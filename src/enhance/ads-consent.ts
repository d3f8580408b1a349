// Whether this visitor lets us share their visit with ad platforms: not when
// the browser sends Global Privacy Control, nor after they chose "don't share
// my visit" in the footer (remembered in localStorage, undone by the same
// link). Read by the pixel (no pixel at all when not allowed) and the forms
// (which send `adsOptOut: true`, so the server sends nothing either).
const OPT_OUT_KEY = 'hl.ads-opt-out'

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/), where the browser has it. */
    globalPrivacyControl?: boolean
  }
}

export const gpcOn = (): boolean => typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true

function optedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === '1'
  } catch {
    return false
  }
}

/** True when the visit must not reach ad platforms (GPC or the footer's choice). */
export const adsOptedOut = (): boolean => gpcOn() || optedOut()

/** What every form and booking body carries about it: `adsOptOut: true` only when the visitor said no. */
export const adsOptOutField = (): { adsOptOut?: true } => (adsOptedOut() ? { adsOptOut: true } : {})

/**
 * The footer's button (rendered hidden, shown here since it needs a script): says the state in its
 * words (data-share / data-stopped; data-gpc when the browser decides) and aria-pressed, toggles on
 * press. A choice made here takes effect on the next page: a pixel already loaded is not unloaded.
 */
export function enhanceAdsOptOut(): void {
  const button = document.querySelector<HTMLButtonElement>('button[data-ads-opt-out]')
  if (!button) return
  const show = () => {
    const off = adsOptedOut()
    const d = button.dataset
    button.textContent = (gpcOn() ? d.gpc : off ? d.stopped : d.share) ?? ''
    button.ariaPressed = String(off)
    button.disabled = gpcOn()
    button.hidden = false
  }
  button.onclick = () => {
    try {
      localStorage[optedOut() ? 'removeItem' : 'setItem'](OPT_OUT_KEY, '1')
    } catch {
      // Storage blocked: nothing can be remembered, and the button keeps saying so.
    }
    show()
  }
  show()
}
