// The prospect's reminders, recorded by the scheduled sweep (sweep.ts): an
// email a day and an hour before the call, and a text an hour before when the
// booking has a phone (reminder-times.ts says when). Copy from
// content/prospect-messages.yaml `reminders`: the time in the prospect's own zone with
// office time beside it, where the call happens (meeting-place.ts), its length
// and the signed manage link.
//
// Cheap every minute: the candidates are the day index of today's and
// tomorrow's office dates (one list call each, no reads), since a reminder is
// at most 24 hours ahead; a booking is read only when a reminder is due for it
// and neither recorded nor marked not owed (a call booked later than the
// reminder's own time), so each booking is read about once per reminder. Each reminder's key names the booking, its start and
// which reminder, so it is recorded once (the outbox's create-only record) and
// a moved booking is owed reminders for its new time only. The outbox asks
// reminder-times.ts again just before each attempt.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { BookingSettings } from '../../../../schemas/booking-settings.ts'
import { type Channel, type NotificationMessage } from '../../../../schemas/notification.ts'
import { fillTokens } from '../../../../schemas/tokens.ts'
import { prospectMessages } from '../../../../src/generated/prospect-messages.ts'
import { site } from '../../../../src/generated/site.ts'
import type { Store } from '../../blobs.ts'
import { runAlone, type RunItem } from '../../scheduled-item.ts'
import { LEADS_KEYS } from '../../leads/lead-store.ts'
import type { BookingStore } from '../booking-store.ts'
import { links } from '../endpoints/views.ts'
import { meetingPlace } from '../meeting-place.ts'
import { placeText } from './booking-calendar.ts'
import { findMeetingType } from '../slots.ts'
import { bookingSecret } from '../token.ts'
import { addDays, isTimeZone, zonedDate } from '../../../../schemas/office-time.ts'
import { siteUrl } from '../../site-url.ts'
import { plainHtml } from '../../outbox/message-layout.ts'
import { prospectTime } from './compose-booking.ts'
import { CHANNEL_NAMES, channelsFor, notificationId, type NotifyRequest, type Outbox } from '../../outbox/outbox-store.ts'
import { openReminders, owesReminder, type ReminderKind } from './reminder-times.ts'

type Env = Record<string, string | undefined>
type Copy = NonNullable<typeof prospectMessages.reminders>

/** What the sweep needs to remind prospects: their bookings, the settings, and the environment that signs links. */
interface ReminderSources {
  /** The leads store, where the notifications are (and the marks of reminders not owed). */
  store: Store
  bookings: BookingStore
  settings: BookingSettings
  env: Env
}

/** Names the booking, the start and the reminder: a moved booking's new time is a new key. */
const reminderKey = (bookingId: string, start: string, kind: ReminderKind) => `${bookingId}|${new Date(start).toISOString()}|${kind}`

/** The reminder email, and the text message when `kind` is the hour's and there is a phone. Pure. */
function reminderMessages(
  b: StoredBooking,
  kind: ReminderKind,
  settings: BookingSettings,
  copy: Copy,
  manageUrl: string,
): { email: NotificationMessage; sms?: NotificationMessage } {
  const type = findMeetingType(settings, b.type)
  const place = type ? meetingPlace(type, b) : null
  // Nothing the visitor typed: the address and the number are theirs to choose (tokens.ts VISITOR_TOKENS).
  const values = {
    meeting: type?.name ?? b.type,
    time: prospectTime(b.start, settings.timezone, b.timeZone && isTimeZone(b.timeZone) ? b.timeZone : undefined),
    minutes: Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000),
    // The same sentence as the invitation and the confirmation email.
    place: place ? placeText(place) : '',
    manageUrl,
  }
  const text = fillTokens(copy.body, values)
  const subject = fillTokens(kind === 'day' ? copy.daySubject : copy.hourSubject, values)
  const email = { subject, text, html: plainHtml(text), to: b.email, replyTo: site.contact.email }
  if (kind !== 'hour' || !b.phone) return { email }
  return { email, sms: { subject, text: fillTokens(copy.sms, values).trim(), html: '', to: b.phone } }
}

const isRecorded = (recorded: ReadonlySet<string>, event: NotifyRequest['event'], key: string) =>
  CHANNEL_NAMES.some((c) => recorded.has(notificationId(event, key, c)))

/**
 * A reminder a booking is not owed (its time was chosen after the reminder's own time): marked, so
 * the sweep does not read that booking again every minute of the reminder's window.
 */
const NOT_OWED_PREFIX = LEADS_KEYS.reminderNotOwed

/** Records every reminder due at `now` and not recorded yet; returns how many requests it recorded. */
export async function recordReminders(
  src: ReminderSources,
  box: Outbox,
  channels: readonly Channel[],
  recorded: ReadonlySet<string>,
  now: Date,
  each: RunItem = runAlone,
): Promise<number> {
  const copy = prospectMessages.reminders
  if (!copy) return 0
  const secret = bookingSecret(src.env)
  if (!secret.ok) throw new Error(`reminders need signed manage links: ${secret.problem}`)
  const today = zonedDate(now, src.settings.timezone)
  const [entries, notOwed] = await Promise.all([
    src.bookings.dayEntries([...new Set([today, addDays(today, 1)])]),
    src.store.list({ prefix: NOT_OWED_PREFIX }).then((l) => new Set(l.blobs.map((b) => b.key.slice(NOT_OWED_PREFIX.length)))),
  ])
  const emailId = (key: string) => notificationId('booking-reminder', key, 'email')
  const starts = new Map(entries.map((e) => [`${e.bookingId}|${e.start.toISOString()}`, e]))
  let count = 0
  // Each booking on its own: one whose reminders cannot be made stops no other's.
  for (const e of starts.values())
    await each({ kind: 'reminders', id: e.bookingId }, async () => {
      // The email is recorded last (below), so a recorded email means the reminder is done.
      const owed = openReminders(e.start, now).filter((kind) => {
        const key = reminderKey(e.bookingId, e.start.toISOString(), kind)
        return !isRecorded(recorded, 'booking-reminder', key) && !notOwed.has(emailId(key))
      })
      if (!owed.length) return
      // The index may hold a change in progress or a leftover: the booking as it is now decides.
      const b = await src.bookings.get(e.bookingId)
      if (!b || Date.parse(b.start) !== e.start.getTime()) return
      const manageUrl = links(b, siteUrl(src.env), secret.secret).manageUrl
      for (const kind of owed) {
        if (!owesReminder(b, kind, now)) {
          if (b.status === 'confirmed')
            await src.store.set(`${NOT_OWED_PREFIX}${emailId(reminderKey(b.bookingId, b.start, kind))}`, now.toISOString())
          continue
        }
        const messages = reminderMessages(b, kind, src.settings, copy, manageUrl)
        const base = {
          key: reminderKey(b.bookingId, b.start, kind),
          form: 'booking',
          leadId: b.leadId,
          bookingId: b.bookingId,
          email: b.email,
        }
        const reminder = { kind, start: new Date(b.start).toISOString() }
        const requests: NotifyRequest[] = [{ ...base, event: 'booking-reminder', reminder, message: messages.email }]
        // The text first: one recorded before a crash is not recorded again (create-only), and the email says it is done.
        if (messages.sms) requests.unshift({ ...base, event: 'booking-reminder-sms', reminder, message: messages.sms })
        for (const r of requests) {
          const via = channelsFor(r.event, channels)
          if (via.length && (await box.record(r, via, now)).length) count++
        }
      }
    })
  return count
}
