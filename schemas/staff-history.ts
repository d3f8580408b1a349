// How each entry of a lead's history reads on the lead page's timeline (content/staff-console.yaml
// `history`): one line per kind of change, in words, never the stored keys or values. An entry's `what`
// is its kind, or `<kind>:<booking id>` for a change to one of their calls. Every kind the code writes
// has its line here: tests/unit/staff/history-words.test.ts finds them in the code and checks
// (historyKind, staff-api-types.ts, reads the kind of a `what`).
import { z } from 'zod'
import { tokenText } from './token-text.ts'

const line = (title: string, tokens: string[], hint: string) => tokenText(tokens, hint).meta({ title })

export const HistoryWordsSchema = z
  .object({
    status: line('Status change', ['before', 'after'], 'A status change, e.g. "Status: {before} → {after}"'),
    owner: line('Owner change', ['before', 'after'], 'An owner change, e.g. "Owner: {before} → {after}"'),
    nextAction: line('Next action change', ['before', 'after'], 'The next action set or cleared; {after} is the new one (with its date)'),
    note: line('Note added', [], 'A note added (the note itself is in Notes)'),
    attendance: line('Attendance marked', ['after'], 'A call marked attended or no-show; {after} is which'),
    restore: line('Restored', [], 'Restored from the set-aside submissions'),
    'booking-moved': line('Call moved', ['before', 'after'], 'Staff moved a call; {before} and {after} are its old and new times'),
    'booking-cancelled': line('Call cancelled', ['before'], 'Staff cancelled a call; {before} is its time'),
    'manage-link-sent': line('Manage link sent', ['to'], 'Staff sent the prospect their manage link again; {to} is the address'),
    'rebook-email-sent': line('Rebooking email sent', ['to'], 'Staff sent the rebooking email after a no-show; {to} is the address'),
    'host-away-email-sent': line(
      'Host away email sent',
      ['to'],
      'Staff asked the prospect to pick a new time, their host being away that day; {to} is the address',
    ),
    value: line('Value change', ['before', 'after'], 'A change of the lead\'s value (AUD), e.g. "Value: {before} → {after}"'),
    email: line('Email sent from the console', ['subject'], 'An email staff wrote from the lead page; {subject}'),
    merge: line('Duplicate merged in', ['name'], 'Another lead merged into this one; {name} is theirs (or their address)'),
    task: line('Task added', ['after'], 'A task added; {after} is what, with its due time'),
    taskDone: line('Task done', ['after'], 'A task marked done (or not done again); {after} is the task'),
    owedDone: line('Owed item done', ['after'], 'Something owed to them marked done (or not done again); {after} is what'),
    'booking-reassigned': line(
      'Call given to another host',
      ['before', 'after'],
      'Staff gave a call to another host; {before} and {after} are the hosts',
    ),
    other: line('Any other change', ['what', 'before', 'after'], 'A change without a line of its own; {what} is its kind'),
  })
  .strict()
  .describe('How each change staff made reads in the timeline of a lead page, in words')
  .meta({ title: 'Timeline: changes by staff' })
