// The growth-session wizard's state and what it does: the answers (restored
// from a draft after hydration), each step's save, the move to the next step,
// back, and the finish with its redirect. Every rule lives in engine.ts.
//
// Saving never blocks for long and never loses an answer: each step's save
// goes into the outbox (kept in localStorage) and the wizard waits for it at
// most SAVE_WAIT_MS before moving on (not at all once it has failed); a failed
// save is retried behind the scenes. Before the final redirect the queue is
// drained (briefly) and what is left goes out as keepalive requests.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import type { GrowthSessionForm } from '../../schemas/forms.ts'
import { HONEYPOT_FIELD, isId, type GrowthBody } from '../../schemas/lead.ts'
import { visitorTimeZone } from '../../schemas/visitor-time-zone.ts'
import { useToasts } from '../components/Toast.tsx'
import { currentAttribution } from './attribution.ts'
import { adsOptOutField } from '../enhance/ads-consent.ts'
import { trackConversion } from '../enhance/pixel.ts'
import { readDraft } from './drafts.ts'
import * as E from './engine.ts'
import { honeypotValue } from './fields.tsx'
import { saveLeadHandoff, wizardHandoff } from './lead-handoff.ts'
import { revealRange } from './reveal.ts'
import { Outbox } from './outbox.ts'
import { KEYS, local, readJson, writeJson } from './storage.ts'
import { newId, useDraft } from './use-draft.ts'
import { keptToken } from './form-token-client.ts'
import { useFormToken } from './use-form-token.ts'
import { routing, typePages } from '../generated/routing.ts'

/** Longest the visitor waits for a step's save before moving on (the save continues). */
const SAVE_WAIT_MS = 1200
/** Longest the last step waits for pending saves before redirecting (then keepalive). */
const FINAL_WAIT_MS = 4000
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

const timezone = () => visitorTimeZone('').slice(0, 100)

/** What one step's save sends: every answer up to that step, and a copy of the whole form. */
function saveBody(
  form: GrowthSessionForm,
  s: E.WizardState,
  savedStep: number,
  session: { leadId: string; startedAt: number },
  honeypot: string,
): GrowthBody {
  return {
    ...session,
    submissionId: newId(),
    savedAt: Math.max(Date.now(), session.startedAt),
    attribution: currentAttribution(),
    // Each save its own event id: the last one's is the Lead the pixel and the server both send.
    eventId: newId(),
    ...adsOptOutField(),
    // Fetched when the wizard was first touched; a save queued before it came gets it when sent (outbox.ts).
    formToken: keptToken('growth-session'),
    [HONEYPOT_FIELD]: honeypot,
    step: savedStep,
    timezone: timezone(),
    formData: E.formDataOf(form, s),
    ...E.answersToSave(form, s, savedStep - 1),
  }
}

type Phase = 'editing' | 'finishing' | 'redirecting'

/** Focuses a step's field without the browser's own scroll, then shows its question and field together. */
function focusStep(step: HTMLElement | null) {
  const field = step?.querySelector<HTMLElement>('[data-autofocus]')
  if (!step || !field) return
  field.focus({ preventScroll: true })
  revealRange(step, field)
}

/** Where focus goes: into the first question when the wizard is ready, into each new step's field when `moveFocus` is set. */
function useStepFocus(stepRef: RefObject<HTMLDivElement | null>, index: number, ready: boolean) {
  const moveFocus = useRef(false)
  // Keyboard users land in the new step's field (or its first choice), with its
  // question in view above it. A layout effect: focus must move in the same commit
  // that shows the step, or a key pressed in between goes to a button that no
  // longer exists.
  useLayoutEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    focusStep(stepRef.current)
  }, [index, stepRef])

  // When the wizard can take answers, a visitor who arrives by keyboard is already
  // in the first question (issue 37: it took 10 Tabs). Not when the visitor has
  // put focus somewhere else meanwhile; the field is in the first screen (the hero
  // holds the wizard), and focusStep scrolls only if it is not, so the promise
  // above it stays in view on a phone.
  useEffect(() => {
    if (!ready) return
    const active = document.activeElement
    if (active && active !== document.body) return
    focusStep(stepRef.current)
  }, [ready, stepRef])
  return moveFocus
}

export function useGrowthWizard(form: GrowthSessionForm, endpoint: string) {
  const [state, setState] = useState<E.WizardState>(E.initialState)
  const [busy, setBusy] = useState(false)
  const [phase, setPhase] = useState<Phase>('editing')
  const [restored, setRestored] = useState(false)
  // The lead's id and start time: none until hydration, when a draft gives them back or they are made.
  const [session, setSession] = useState<{ leadId: string; startedAt: number } | null>(null)
  const ready = session !== null
  const outbox = useRef<Outbox | null>(null)
  const lastEventId = useRef<string | undefined>(undefined)
  // The signed reference to this lead the server answers each save with: the booking page books for it.
  const leadRef = useRef<string | undefined>(undefined)
  const honeypot = useRef<HTMLInputElement>(null)
  const stepRef = useRef<HTMLDivElement>(null)
  const moveFocus = useStepFocus(stepRef, state.index, ready)
  const toasts = useToasts()
  const tokens = useFormToken('growth-session')

  // After hydration: the draft and lead id from an unfinished visit, and the save queue.
  useEffect(() => {
    const saved = readDraft(KEYS.growthDraft, E.DraftSchema)
    const r = saved && E.fromDraft(form, saved)
    const storedId = readJson(local(), KEYS.growthLeadId)
    // The draft is in localStorage, which the prerendered HTML cannot know: read once, after hydration.
    setSession({ leadId: isId(storedId) ? storedId : newId(), startedAt: r?.startedAt ?? Date.now() })
    if (r && (r.state.index > 0 || Object.values(r.state.answers).some(Boolean))) {
      setState(r.state)
      setRestored(true)
    }
    const box = new Outbox({
      onRejected: (item, status, error) => console.error(`growth-session save ${item.id} refused (${status}): ${error ?? ''}`),
      formToken: tokens.ensure,
      onDelivered: (data) => {
        if (typeof data.ref === 'string' && data.ref) leadRef.current = data.ref
      },
    })
    outbox.current = box
    void box.flush() // anything an earlier visit left behind
    return () => box.dispose()
  }, [form, tokens.ensure])

  const draft = useMemo(() => session && E.toDraft(state, session.startedAt), [state, session])
  const discardDraft = useDraft(KEYS.growthDraft, draft, form.draftDelayMs, ready && phase === 'editing')

  const step = E.stepAt(form, state.index)
  const value = state.answers[step.field] ?? ''

  const save = useCallback(
    (s: E.WizardState, savedStep: number): Promise<boolean> => {
      const box = outbox.current
      if (!box || !session) return Promise.resolve(false)
      const { leadId, startedAt } = session
      // The lead id is kept in local storage once there is one: a later visit continues the same lead.
      if (!isId(readJson(local(), KEYS.growthLeadId))) writeJson(local(), KEYS.growthLeadId, leadId)
      const body = saveBody(form, s, savedStep, { leadId, startedAt }, honeypotValue(honeypot))
      lastEventId.current = body.eventId
      return box.enqueue(endpoint, body.submissionId, body)
    },
    [form, endpoint, session],
  )

  const finish = async (s: E.WizardState) => {
    setPhase('finishing')
    // The completed wizard is the Lead, with the event id of its last save (the server's event carries the same).
    if (lastEventId.current) trackConversion('Lead', lastEventId.current)
    if (session) saveLeadHandoff(wizardHandoff(session.leadId, form, s.answers))
    discardDraft(KEYS.growthLeadId, KEYS.formToken('growth-session')) // done: the next visit starts a new lead
    const box = outbox.current
    await Promise.all([sleep(form.redirectDelayMs), box ? box.drain(FINAL_WAIT_MS) : Promise.resolve(true)])
    if (box?.size) box.sendWithKeepalive()
    setPhase('redirecting')
    // The call the answers route to (content/routing.yaml), for this lead when the last save's answer came.
    window.location.assign(E.destination(routing, typePages, s.answers, leadRef.current))
  }

  const apply = async (result: E.Advance) => {
    if (!result.ok) {
      toasts.show({ title: result.message, variant: 'destructive' })
      return
    }
    setState((s) => ({ ...s, answers: result.state.answers }))
    const saved = save(result.state, result.savedStep)
    if (result.done) return finish(result.state)
    setBusy(true)
    // Until the queue has sent this save or is blocked by a failure (then it retries
    // behind the scenes), never longer than SAVE_WAIT_MS.
    await Promise.race([saved, outbox.current?.flush(), sleep(SAVE_WAIT_MS)])
    setBusy(false)
    moveFocus.current = true
    setState(result.state)
    setRestored(false)
  }

  const locked = !ready || busy || phase !== 'editing'
  const advance = () => {
    if (!locked) void apply(E.next(form, state))
  }
  const choose = (option: string) => {
    if (!locked) void apply(E.choose(form, state, option))
  }
  const goBack = () => {
    if (locked) return
    moveFocus.current = true
    setState(E.back)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const action = E.keyAction(
      step,
      {
        key: e.key,
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        isComposing: e.nativeEvent.isComposing,
      },
      false,
    )
    if (action.type !== 'advance') return
    e.preventDefault()
    advance()
  }
  const onChange = (raw: string) => setState((s) => E.setAnswer(s, step.field, E.sanitizeInput(step, raw)))

  return {
    state,
    busy,
    phase,
    restored,
    ready,
    locked,
    step,
    value,
    honeypot,
    stepRef,
    toasts,
    advance,
    choose,
    goBack,
    onKeyDown,
    onChange,
  }
}
