// What this build of the site can do beyond its defaults, decided by the build's
// environment (scripts/generate.ts writes src/generated/features.ts from it), so
// a page promises only what is configured: SMS reminders need an SMS provider
// (Twilio's Messages API) whose three variables are set where the site is built
// and its functions run. Pure: the generator and the tests call it.
export interface Features {
  /** SMS reminders 1 hour before a call. */
  sms: boolean
}

/** The variables an SMS provider needs, all of them (docs/notifications.md). */
export const SMS_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const

export const featuresFrom = (env: Readonly<Record<string, string | undefined>>): Features => ({
  sms: SMS_VARIABLES.every((name) => !!env[name]?.trim()),
})

/** A process step's points as this build shows them: its SMS-only points only when SMS is configured. */
export const stepPoints = (step: { points: readonly string[]; smsPoints?: readonly string[] }, features: Features): string[] => [
  ...step.points,
  ...(features.sms ? (step.smsPoints ?? []) : []),
]
