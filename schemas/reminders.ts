// content/prospect-messages.yaml `reminders`: the copy of the prospect's reminders before
// a call (netlify/lib/booking/messages/booking-reminders.ts sends them), each text with the
// tokens it may use (schemas/tokens.ts).
import { z } from 'zod'
import { TOKEN_FAMILIES } from './tokens.ts'
import { subjectText, tokenText } from './token-text.ts'

/** The prospect's reminders before a call (netlify/lib/booking/messages/booking-reminders.ts): their copy. */
export const RemindersSchema = z
  .object({
    daySubject: subjectText(TOKEN_FAMILIES.reminder, 'Subject of the email 24 hours before, e.g. "Tomorrow: your {meeting}, {time}"').meta({
      title: 'Subject a day before',
    }),
    hourSubject: subjectText(TOKEN_FAMILIES.reminder, 'Subject of the email 1 hour before, e.g. "In one hour: your {meeting}"').meta({
      title: 'Subject an hour before',
    }),
    body: tokenText(
      TOKEN_FAMILIES.reminder,
      'Both reminder emails, plain text; {time} is in their zone with office time beside, {place} where to meet (videoPlace or phonePlace, beside it in prospect-messages.yaml), {manageUrl} the link to move or cancel',
    ).meta({ title: 'Reminder email text' }),
    sms: subjectText(TOKEN_FAMILIES.reminder, 'The text message 1 hour before (when SMS is set up); keep it short').meta({
      title: 'Reminder text message',
    }),
  })
  .strict()
  .describe('The email 24 hours and 1 hour before a call, and the text message 1 hour before, to the prospect; left out, none are sent')
  .meta({ title: 'Reminders' })
