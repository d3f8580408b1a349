// content/staff-console.yaml: every word of the staff console (/staff/), the
// pages where staff sign in and work their leads, calls, set-aside submissions
// and the funnel. The pipeline's statuses and the sign-in email are in
// content/pipeline.yaml; here are only the pages' own words. Each group is one
// page (or the frame around them); each field says where it shows. Words in
// braces ({count}, {name}) are filled in by the page. One file because it is the schema of one content
// file, group for group (the timeline's lines are apart, staff-history.ts; the lead page's email and
// duplicates, staff-lead-tools.ts).
import { z } from 'zod'
import { tokenText } from './token-text.ts'
import { words } from './staff-words.ts'
import { HistoryWordsSchema } from './staff-history.ts'
import { DuplicatesWordsSchema, LeadEmailTemplatesSchema, LeadEmailWordsSchema } from './staff-lead-tools.ts'

export const StaffConsoleCopySchema = z
  .object({
    frame: words('Around every page', "The console's name, its menu and the messages every page shares (loading, saving, errors)", {
      name: ['Console name', 'The console\'s name, top left and in every tab title, e.g. "Staff console"'],
      nav: ['Menu name (screen readers)', 'Accessible name of the page menu, e.g. "Console pages"'],
      due: ['Menu: due', 'Menu link to Due (what is owed and the tasks), the first page'],
      inbox: ['Menu: inbox', 'Menu link to the inbox'],
      calls: ['Menu: calls', 'Menu link to the calls'],
      setAside: ['Menu: set aside', 'Menu link to the set-aside submissions'],
      funnel: ['Menu: funnel', 'Menu link to the funnel'],
      ads: ['Menu: ad platforms', 'Menu link to what each ad platform received'],
      board: ['Menu: board', 'Menu link to the board of the pipeline'],
      signOut: ['Menu: sign out', 'Menu link that signs out'],
      loading: ['Loading', 'Shown while a page fetches its data'],
      failed: ['Could not load', 'Shown when the data could not be fetched'],
      retry: ['Try again button', 'Button that fetches again'],
      sessionEnded: ['Session ended', 'Shown when the session has ended (401); a sign-in link follows'],
      signInAgain: ['Sign in again link', 'The link after the session-ended message'],
      empty: ['Empty cell', 'Shown in a cell with nothing in it, e.g. "—"'],
      saved: ['Saved', 'Announced after a change is saved'],
      saving: ['Saving', 'Announced while a change is being saved'],
      saveFailed: ['Could not save', 'Announced when a change could not be saved'],
    }),
    titles: words('Tab titles', "The browser tab's title of each console page, before the console's name (e.g. Inbox · Staff console)", {
      signIn: ['Sign-in', 'Title of the sign-in page'],
      signOut: ['Signed out', 'Title of the signed-out page'],
      due: ['Due', 'Title of Due'],
      inbox: ['Inbox', 'Title of the inbox'],
      lead: ['Lead page', 'Title of a lead page'],
      calls: ['Calls', 'Title of the calls page'],
      setAside: ['Set aside', 'Title of the set-aside page'],
      funnel: ['Funnel', 'Title of the funnel page'],
      ads: ['Ad platforms', 'Title of the ad platforms page'],
      board: ['Board', 'Title of the board page'],
    }),
    signIn: words('Sign-in page', 'Where staff type their address and get a one-time sign-in link by email (/staff/)', {
      heading: ['Heading', 'Heading of the sign-in page'],
      intro: ['Introduction', 'Line under the heading: what happens when they type their address'],
      email: ['Email field', 'Label of the email field'],
      submit: ['Send link button', 'The button that asks for a link'],
      sending: ['Sending', 'Shown while the request is sent'],
      checkHeading: ['Check email: heading', 'Heading after asking: the same for every address, e.g. "Check your email"'],
      checkBody: ['Check email: text', 'Text after asking; {email} is the address typed'],
      again: ['Ask again link', 'Link to ask again with another address'],
      signingIn: ['Signing in', 'Shown while a link from the email is being exchanged for a session'],
      linkFailed: ['Link did not work', 'Shown when the link was used before or is too old; the form follows to ask for a new one'],
      invalidEmail: ['Not an email address', 'Error when the field is not an email address'],
      rateLimited: ['Too many links', 'Error when too many links were asked for; try later'],
    }),
    signOut: words('Signed-out page', 'What staff see once they sign out', {
      heading: ['Heading', 'Heading once signed out'],
      body: ['Text', 'Text once signed out'],
      signingOut: ['Signing out', 'Shown while signing out'],
      signIn: ['Sign in link', 'Link back to the sign-in page'],
    }),
    inbox: words('Inbox', 'The list of leads staff work from: filters, counts per status, what is due, the table', {
      heading: ['Heading', 'Heading of the inbox'],
      filters: ['Filters heading', 'Heading (for screen readers) of the filter form'],
      search: ['Search field', 'Label of the search field (name, email, company)'],
      status: ['Status filter', 'Label of the status filter'],
      anyStatus: ['Any status', 'Status filter option: every status'],
      owner: ['Owner filter', 'Label of the owner filter'],
      anyOwner: ['Any owner', 'Owner filter option: any owner'],
      noOwner: ['No owner', 'Owner filter option and cell: nobody owns it yet'],
      form: ['Form filter', 'Label of the form filter'],
      anyForm: ['Any form', 'Form filter option: every form'],
      source: ['Source filter', 'Label of the source filter (utm source or the referring site)'],
      from: ['From date', 'Label of the first day of the date range'],
      to: ['To date', 'Label of the last day of the date range'],
      apply: ['Apply button', 'Button that applies the filters'],
      clear: ['Clear link', 'Link that clears the filters'],
      counts: ['Counts heading', 'Heading of the counts per status'],
      due: ['Due today heading', 'Heading of the next actions due today (and overdue)'],
      dueEmpty: ['Nothing due', 'Shown when nothing is due'],
      table: ['Table caption', 'Caption of the leads table'],
      name: ['Name column', 'Column: name'],
      company: ['Company column', 'Column: company'],
      statusColumn: ['Status column', 'Column: status'],
      ownerColumn: ['Owner column', 'Column: owner'],
      sourceColumn: ['Source column', 'Column: source'],
      created: ['Came in column', 'Column: when the lead came in'],
      booking: ['Booking column', 'Column: the booked call'],
      noBooking: ['No booking', 'Cell when nothing is booked'],
      direct: ['Direct visit', 'Source cell when the visitor came directly'],
      empty: ['No leads match', 'Shown when no lead matches'],
      more: ['Next page link', 'Link to the next page of leads'],
      first: ['First page link', 'Link back to the first page'],
      export: ['Export CSV link', 'Link that downloads the current view as CSV'],
      stale: [
        'Stale mark',
        'Beside the status of a lead with no activity for longer than its status allows (content/pipeline.yaml), e.g. "Stale"',
      ],
      exportSubmissions: [
        'Submissions CSV link',
        'Link that downloads every submission (one row per form fill) of the current view as CSV',
      ],
      dueOn: ['Due date', "A lead's next action's due date in the list; {date}"],
      unnamed: ['Lead without a name', 'Link text of a lead that gave no name nor email'],
    }),
    lead: words('Lead page', "One person's page: contact details, pipeline controls, bookings, submissions, notes and timeline", {
      back: ['Back to inbox', 'Link back to the inbox'],
      notFound: ['Lead not found', 'Shown when the lead does not exist (erased or a wrong link)'],
      contact: ['Contact heading', 'Heading of the contact details'],
      email: ['Email label', 'Label of the email address'],
      phone: ['Phone label', 'Label of the phone number'],
      company: ['Company label', 'Label of the company'],
      created: ['Came in label', 'Label of when they first came in'],
      source: ['Source label', 'Label of where they came from'],
      pipeline: ['Pipeline heading', 'Heading of the status, owner and next action controls'],
      status: ['Status label', 'Label of the status control'],
      owner: ['Owner label', 'Label of the owner control'],
      nextAction: ['Next action label', 'Label of the next action text'],
      nextActionDue: ['Next action date label', 'Label of the next action date'],
      value: ['Value label', 'Label of what the lead is worth, whole Australian dollars, e.g. "Value (AUD)"'],
      stale: ['Stale line', 'Under the pipeline controls of a stale lead; {when} is its last activity'],
      save: ['Save button', 'Button that saves status, owner and next action'],
      bookings: ['Bookings heading', 'Heading of the bookings'],
      noBookings: ['No bookings', 'Shown when nothing is booked'],
      join: ['Join call link', 'Link that joins the call'],
      manage: ['Manage page link', "Link to the prospect's own manage page"],
      cancelled: ['Cancelled', 'Shown beside a cancelled booking'],
      submissions: ['Submissions heading', 'Heading of the submissions'],
      submitted: ['Submission line', 'Line above a submission; {form} and {time}'],
      progress: ['Wizard progress', 'Under a wizard fill that was left part way; {reached} the last step answered, {of} the steps'],
      finished: ['Wizard finished', 'Under a wizard fill that was finished; {of} the steps'],
      attribution: ['Attribution heading', 'Heading of where a submission came from'],
      notes: ['Notes heading', 'Heading of the notes'],
      note: ['New note field', 'Label of the new note field'],
      addNote: ['Add note button', 'Button that adds the note'],
      noNotes: ['No notes', 'Shown when there are no notes'],
      timeline: ['Timeline heading', 'Heading of the timeline (history, messages and events)'],
      noTimeline: ['Empty timeline', 'Shown when the timeline is empty'],
      by: ['Changed by', 'Who made a change; {by} is the staff address'],
      messages: ['Messages heading', 'Heading of the messages sent to the person'],
      eraseHeading: ['Erase heading', 'Heading of the box that erases the person (a privacy request), at the foot of the page'],
      eraseIntro: ['Erase explanation', 'Line in that box: what erasing does'],
      erase: ['Erase button', 'Button that opens the erase confirmation'],
      eraseConfirm: ['Erase question', 'Question in the confirmation; {email} is their address'],
      eraseType: ['Type the address field', 'Label of the field where staff type the address to confirm'],
      eraseSubmit: ['Confirm erase button', 'Button that erases, once the address is typed'],
      eraseKeep: ['Keep button', 'Button that closes the confirmation without erasing'],
      eraseMismatch: ['Address does not match', 'Error when the typed address is not theirs; {email}'],
      eraseFailed: ['Erase did not finish', 'Error when something could not be erased; trying again finishes it'],
      erased: ['Erased', 'Shown once erased, with the link back to the inbox; {email}'],
    }),
    changes: words('Timeline lines on the lead page', 'How each kind of event reads in the timeline of a lead page', {
      submission: ['Form sent', 'A form they sent; {form}'],
      partial: ['Wizard left part way', 'A wizard fill they left part way; {form}, {reached} the last step answered, {of} the steps'],
      message: ['Message sent', 'A message the site sent them; {subject}, {channel}, {status}'],
      bookedCall: ['Call booked', 'A call they booked; {time}'],
    }),
    history: HistoryWordsSchema,
    bookingActions: words(
      'Booking actions on the lead page',
      'The buttons and fields on a booking card of a lead page: move, cancel, re-send the link',
      {
        move: ['Move button', 'Button that opens the move form'],
        moveTo: ['New time field', 'Label of the new start time field'],
        moveSubmit: ['Confirm move button', 'Button that moves the booking'],
        cancel: ['Cancel button', "Button that cancels the booking on the prospect's behalf"],
        cancelConfirm: ['Cancel question', 'Question before cancelling'],
        resend: ['Re-send link button', 'Button that re-sends the manage link'],
        times: ['Free times list', 'Label of the list of free times the call can move to'],
        timesLoading: ['Finding free times', 'Shown while the free times load'],
        noTimes: ['No free time', 'Shown when no free time is left in the range'],
        current: ['Its time now', 'The free time that is the call’s own; {time}'],
        done: ['Done', 'Announced when an action succeeded'],
        overrideNote: [
          'Terms override note',
          "Shown under the booking terms' rule when the prospect can no longer change the call online: staff still can",
        ],
        giveTo: ['Give to button', "Button that opens the list of other hosts free at the call's time"],
        giveFrom: ['Current host', 'Shown above the list of free hosts: who takes the call now; {host}'],
        giveToHost: ['Host field', "Label of the list of free hosts of the call's meeting type"],
        giveSubmit: ['Confirm give button', 'Button that gives the call to the chosen host'],
        noFreeHost: ['No free host', "Shown when no other host of the meeting type is free at the call's time"],
        hostTaken: ['Host no longer free', 'Shown when the chosen host is no longer free (someone booked them meanwhile)'],
        givenTo: ['Given to', 'Announced once the call is given; {host}'],
      },
    ),
    calls: words('Calls page', "Today's and this week's calls per host, attendance, and the hosts' time off", {
      heading: ['Heading', 'Heading of the calls page'],
      today: ['Today link', "Link: today's calls"],
      week: ['This week link', "Link: this week's calls"],
      host: ['Host heading', "Heading of one host's calls; {host}"],
      noHost: ['No host heading', 'Heading for calls with no host'],
      none: ['No calls', 'Shown when there are no calls in the range'],
      officeTime: ['Office time label', "Label of the time in the office's zone; {zone}"],
      theirTime: ['Their time label', "Label of the time in the prospect's zone; {zone}"],
      answers: ['Answers summary', "Summary of the prospect's answers (opens them)"],
      attended: ['Attended button', 'Button: they attended'],
      noShow: ['No-show button', 'Button: they did not come'],
      markedAttended: ['Marked attended', 'Shown once marked attended'],
      markedNoShow: ['Marked no-show', 'Shown once marked a no-show'],
      notStarted: ['Not started yet', 'Shown before the call starts, instead of the attendance buttons'],
      rebook: ['Rebook button', 'Button that sends a no-show the rebooking email with their manage link'],
      rebookSent: ['Rebooking sent', 'Shown once the rebooking email was sent'],
      rebookSentAt: ['Rebooking sent, with when', 'Shown on a call whose rebooking email went out; {when} is the date and time'],
      openLead: ['Open lead link', 'Link to the lead page'],
      timeOff: ['Time off heading', "Heading of the hosts' time off"],
      timeOffHost: ['Time off: host', 'Label of the host field'],
      timeOffFrom: ['Time off: from', 'Label of the first moment off'],
      timeOffTo: ['Time off: to', 'Label of the last moment off'],
      timeOffReason: ['Time off: reason', 'Label of the optional reason'],
      timeOffAdd: ['Add time off button', 'Button that adds the time off'],
      timeOffRemove: ['Remove time off button', 'Button that removes a time off'],
      timeOffNone: ['No time off', 'Shown when no host has time off'],
      affected: ['Calls on time off heading', 'Heading of the calls that fall on a day their host has off'],
      affectedIntro: ['Calls on time off line', 'Line under it: what to do with each'],
      affectedEmail: ['Email them button', 'Button that emails the prospect that their host is away, with the page to pick a new time'],
      affectedEmailed: ['Emailed', 'Shown once the prospect was emailed'],
      meetingType: ['Meeting type label', 'Label of the meeting type on a call card'],
      company: ['Company label', 'Label of the company on a call card'],
    }),
    setAside: words('Set-aside page', 'Submissions the site judged automated (spam), kept out of the inbox, to restore or discard', {
      heading: ['Heading', 'Heading of the set-aside page'],
      intro: ['Introduction', 'Line under the heading: what is here and what restoring does'],
      why: ['Reason label', 'Label of the reason it was set aside'],
      received: ['Received label', 'Label of when it arrived'],
      message: ['Message label', 'Label of what they wrote in their own words'],
      noMessage: ['No message', 'Shown when they wrote nothing in their own words'],
      answers: ['Answers summary', 'Summary of every answer they gave (opens them)'],
      restore: ['Restore button', 'Button that makes it a lead (notified like any other)'],
      discard: ['Discard button', 'Button that deletes it'],
      discardConfirm: ['Discard question', 'Question before discarding'],
      restored: ['Restored', 'Shown once restored; a link to the lead follows'],
      discarded: ['Discarded', 'Shown once discarded'],
      none: ['Nothing set aside', 'Shown when nothing is set aside'],
    }),
    setAsideReport: z
      .object({
        subject: tokenText(['count', 'time'], 'Subject, e.g. "{count} set aside as automated ({time})"').meta({ title: 'Subject' }),
        line: tokenText(['count', 'since', 'reasons'], 'First line, e.g. "{count} set aside as automated since {since}: {reasons}."').meta({
          title: 'First line',
        }),
        advice: tokenText(['command'], 'What staff can do; {command} is the export that lists them').meta({ title: 'Advice' }),
        one: z.string().trim().min(1).describe('Counted noun for one, e.g. "submission" ("1 submission")').meta({ title: 'One' }),
        many: z.string().trim().min(1).describe('Counted noun for more, e.g. "submissions" ("3 submissions")').meta({ title: 'More' }),
        reasons: words('Reasons', 'How each reason reads in the count ("2 honeypot, 1 invalid form token")', {
          honeypot: ['Honeypot', 'A hidden field only scripts fill was filled'],
          'no-token': ['No form token', 'Kept for older records: sent without a form token'],
          'invalid-token': ['Invalid form token', 'A forged or broken form token'],
          'other-form': ["Another form's token", "Kept for older records: another form's token"],
          other: ['Other', 'Any other reason'],
        }),
      })
      .strict()
      .describe('The email to staff, at most once an hour, when submissions were set aside as automated')
      .meta({ title: 'Set-aside hourly email' }),
    due: words(
      'Due page and tasks',
      'Due (the first page): what the site promised each lead and the tasks, overdue first; the tasks on the lead page',
      {
        heading: ['Heading', 'Heading of Due'],
        intro: ['Introduction', 'Line under the heading'],
        overdue: ['Overdue heading', 'Heading of the items past their due time'],
        today: ['Due today heading', 'Heading of the items due later today (office time)'],
        later: ['Coming up heading', 'Heading of the items due after today'],
        none: ['Nothing due', 'Shown when nothing is owed or due'],
        what: ['What column', 'Column: what is owed or the task'],
        lead: ['Lead column', 'Column: the lead'],
        when: ['Due column', 'Column: when it is due'],
        owner: ['Owner column', 'Column: whose it is'],
        sharedInbox: ['Shared inbox', 'Whose an item is when nobody owns it'],
        kindOwed: ['Promised', 'Marks an item the site promised'],
        kindTask: ['Task', 'Marks a task'],
        markDone: ['Mark done button', 'Button that marks an item done'],
        done: ['Done', 'Shown on an item marked done'],
        call: ['A booked call', 'What a booked call owes, in Due; {meeting} is the meeting type'],
        owed: ['Owed heading', 'Lead page: heading of what the site promised them'],
        noOwed: ['Nothing owed', 'Lead page: shown when nothing was promised'],
        tasks: ['Tasks heading', 'Lead page: heading of the tasks'],
        noTasks: ['No tasks', 'Lead page: shown when there is no task'],
        taskText: ['Task field', 'Lead page: label of the new task'],
        taskDue: ['Task due field', 'Lead page: label of when the task is due'],
        taskOwner: ['Task owner field', 'Lead page: label of whom the task is for'],
        addTask: ['Add task button', 'Lead page: button that adds the task'],
        reopen: ['Not done button', 'Button that marks a done item open again'],
      },
    ),
    dueAlerts: z
      .object({
        soonMinutes: z
          .number()
          .int()
          .min(5)
          .max(24 * 60)
          .describe('How long before an item is due its owner is told, once, in minutes, e.g. 120')
          .meta({ title: 'Tell this long before (minutes)' }),
        digestAt: z
          .string()
          .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time "HH:MM" in quotes, e.g. "08:00"')
          .describe('From when, office time, each office day, the morning digest is sent, e.g. "08:00"')
          .meta({ title: 'Morning digest from' }),
        soonSubject: tokenText(
          ['due', 'what'],
          'Subject of the email when an item is soon due (the lead, as they typed it, is quoted in the email)',
        ).meta({
          title: 'Due soon: subject',
        }),
        overdueSubject: tokenText(['due', 'what'], 'Subject of the email when an item is overdue').meta({ title: 'Overdue: subject' }),
        line: tokenText(['due', 'what'], 'First line of both emails').meta({ title: 'Due: first line' }),
        taskSubject: tokenText(['what'], 'Subject of the email to someone given a task by another').meta({ title: 'Task: subject' }),
        taskLine: tokenText(['by', 'what', 'due'], 'First line of that email; {by} is who gave it').meta({ title: 'Task: first line' }),
        lead: tokenText([], 'Label of the lead (their name, quoted as typed) in these emails').meta({ title: 'Lead label' }),
        digestSubject: tokenText(['date', 'count'], 'Subject of the morning digest; {count} items due today or overdue').meta({
          title: 'Digest: subject',
        }),
        digestIntro: tokenText([], 'First line of the digest').meta({ title: 'Digest: first line' }),
        digestCalls: tokenText([], 'Heading of the calls of the day').meta({ title: 'Digest: calls heading' }),
        digestDue: tokenText([], 'Heading of the other items due today or overdue').meta({ title: 'Digest: due heading' }),
        digestItem: tokenText(['due', 'what'], "One item of the digest, beside the lead's name").meta({ title: 'Digest: item' }),
        open: tokenText([], 'Label of the link to the lead').meta({ title: 'Open link' }),
      })
      .strict()
      .describe('The emails Due sends: due soon and overdue (once each per item), a task given by another (once), the morning digest')
      .meta({ title: 'Due emails' }),
    scheduledFailure: z
      .object({
        subject: tokenText(['item'], 'Subject, e.g. "Scheduled work: {item} could not be done"').meta({ title: 'Subject' }),
        line: tokenText(['item', 'time', 'error'], 'What failed, when and why, e.g. "{item} failed at {time}: {error}"').meta({
          title: 'First line',
        }),
        advice: tokenText(['next'], 'What happens now; {next} is when it is tried again').meta({ title: 'Advice' }),
      })
      .strict()
      .describe(
        "The email to staff, once per item, when an item of the scheduled work (a booking change to settle, a notification, a lead's messages, a booking's reminders) fails",
      )
      .meta({ title: 'Scheduled work failure email' }),
    conversionFailure: z
      .object({
        subject: tokenText(['platform', 'stage'], 'Subject, e.g. "{platform} has not taken a {stage} conversion"').meta({
          title: 'Subject',
        }),
        line: tokenText(
          ['platform', 'stage', 'time', 'error'],
          'What failed and why, e.g. "{platform} has not taken the {stage} of {time}: {error}"',
        ).meta({
          title: 'First line',
        }),
        advice: z
          .string()
          .trim()
          .min(1)
          .describe('What staff can do (the link to the ad platforms page follows)')
          .meta({ title: 'Advice' }),
        link: z
          .string()
          .trim()
          .min(1)
          .describe('The link to the ad platforms page, e.g. "Open the ad platforms page"')
          .meta({ title: 'Link' }),
      })
      .strict()
      .describe('The email to staff, once per conversion, when an ad platform has not taken it a day after it happened')
      .meta({ title: 'Conversion failure email' }),
    ads: words(
      'Ad platforms page',
      'What each ad platform received of the conversions (Lead, Schedule, Qualified, Won), and on a lead page its own',
      {
        heading: ['Heading', 'Heading of the ad platforms page'],
        intro: ['Introduction', 'Line under the heading: what the page shows'],
        reconciliation: [
          'Reconciliation heading',
          "Heading of the table: the funnel's count of each stage beside what each platform accepted",
        ],
        stage: ['Stage column', 'Column: the stage (Lead, Schedule, Qualified, Won)'],
        funnel: ['Funnel column', "Column: the funnel's own count of the stage"],
        totals: ['Totals heading', 'Heading of the counts per platform and stage'],
        platform: ['Platform column', 'Column: the ad platform'],
        sent: ['Sent', 'State: on its way, or sent and no answer yet'],
        accepted: ['Accepted', 'State: the platform took it'],
        failed: ['Failed', 'State: the platform refused it, or it failed for a day'],
        held: ['Held', 'State: never sent'],
        events: ['Events heading', 'Heading of the list of every conversion at each platform'],
        lead: ['Lead column', 'Column: the lead'],
        state: ['State column', 'Column: the state'],
        when: ['When column', 'Column: when the conversion happened'],
        value: ['Value column', 'Column: the value sent'],
        why: ['Why column', "Column: the platform's error, or why it was held"],
        retry: ['Send again button', 'Button that sends a failed conversion again'],
        retrying: ['Sending', 'Shown while it is sent again'],
        none: ['Nothing yet', 'Shown when no conversion has happened yet'],
        notConfigured: ['Not set up', 'Shown beside a platform not set up in this environment'],
        leadHeading: ['Lead page heading', "Heading of a lead page's own list"],
        meta: ['Meta', "Meta's name"],
        ga4: ['Google Analytics', "Google Analytics' name"],
        'google-ads': ['Google Ads', "Google Ads' name"],
        gpc: ['Held: GPC', 'Why held: the browser sent Global Privacy Control'],
        'opt-out': ['Held: opt-out', 'Why held: the visitor chose not to share their visit with ad platforms'],
        refused: ['Held: refused', 'Why held: the person refused ad platforms on another visit'],
        'not-configured': ['Held: not set up', 'Why held: the platform was not set up when it happened'],
      },
    ),
    erasedBooking: words('Erased booking', "How the host's cancellation of an erased person's booking names them (their name is gone)", {
      name: ['Name', 'Who the call was with, e.g. "a person erased at their request"'],
    }),
    funnel: words('Funnel page', 'Where visitors drop off in the wizard, and what came of the leads by form, source and landing page', {
      heading: ['Heading', 'Heading of the funnel page'],
      from: ['From date', 'Label of the first day'],
      to: ['To date', 'Label of the last day'],
      apply: ['Apply button', 'Button that applies the range'],
      wizard: ['Wizard heading', "Heading of the wizard's steps"],
      step: ['Step name', "A step's name; {n} is its number"],
      stepColumn: ['Step column', 'Column: the step'],
      completed: ['Completed line', 'Line under the steps: how many finished the wizard; {count}'],
      started: ['Reached column', 'Column: how many reached the step'],
      dropOff: ['Left column', 'Column: how many left at the step'],
      outcomes: ['Outcomes heading', 'Heading of leads per form and what came of them'],
      form: ['Form column', 'Column: form'],
      leads: ['Leads column', 'Column: leads'],
      booked: ['Booked column', 'Column: booked a call'],
      attended: ['Attended column', 'Column: attended the call'],
      won: ['Won column', 'Column: won'],
      bySource: ['By source heading', 'Heading of the same by source'],
      source: ['Source column', 'Column: source'],
      byLanding: ['By landing page heading', 'Heading of the same by landing page kind'],
      landing: ['Landing page column', 'Column: landing page kind'],
      chart: ['Chart name', 'Accessible name of a bar chart; {what}'],
    }),
    board: words('Board page', 'The pipeline as columns, one per status, with how many leads and their value; cards move between columns', {
      heading: ['Heading', 'Heading of the board'],
      intro: ['Introduction', 'Line under the heading: how to move a card (keyboard and pointer)'],
      count: ['Count', 'Under a column heading: how many leads; {count}'],
      value: ['Value', 'Under a column heading: their value summed; {value}'],
      more: ['More in the inbox', 'Link under a column with more leads than it shows; {count}'],
      closed: ['Closed column note', 'Under a closed status: which cards it shows; {days}'],
      empty: ['Empty column', 'In a column with no cards'],
      noValue: ['No value', 'On a card without a value'],
      grip: ['Move handle', "The handle on each card that is dragged, or focused and moved with the arrow keys; {name} is the lead's"],
      card: ['Card instructions', 'Read by screen readers on each card: how to move it with the keyboard'],
      moved: ['Moved', 'Announced after a card moved; {name} and {status}'],
      moveFailed: ['Move failed', 'Announced when a move was not saved'],
    }),
    forms: words(
      'Form names',
      "How the console names each of the site's forms: in the inbox's form filter, the submissions and the funnel",
      {
        contact: ['Contact form', 'The contact form'],
        'growth-session': ['Growth-session wizard', 'The growth-session wizard'],
        onboarding: ['Client onboarding', 'Client onboarding'],
      },
    ),
    landingKinds: words('Landing page kinds', 'How the funnel names the kind of page a lead first landed on', {
      home: ['Home page', 'The home page'],
      service: ['Service page', 'A service page'],
      local: ['Local page', 'A local page (service in a city)'],
      blog: ['Blog article', 'A blog article'],
      other: ['Other page', 'Any other page'],
    }),
    leadEmail: LeadEmailWordsSchema,
    duplicates: DuplicatesWordsSchema,
    emailTemplates: LeadEmailTemplatesSchema,
  })
  .strict()
  .meta({ title: 'Staff console' })
export type StaffConsoleCopy = z.output<typeof StaffConsoleCopySchema>
