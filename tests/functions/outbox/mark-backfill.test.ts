// Notifications recorded before the per-lead and per-booking marks existed (issue 27) had none, so the
// console's lead page, which lists a person's messages from their marks, showed such a person none.
// On the real local Blobs server: notifications recorded through the outbox, their marks then removed
// as an older store lacks them; the scheduled sweep marks them once, and the lead page's reader
// (Outbox.listAbout) finds them again; a notification erased meanwhile is left unmarked.
import { expect, it } from 'vitest'
import type { Sender } from '../../../netlify/lib/outbox/channels.ts'
import { keysUnder as listKeys } from '../../../netlify/lib/blobs.ts'
import { backfillSubjectMarks, outbox } from '../../../netlify/lib/outbox/outbox-store.ts'
import { LEADS_KEYS } from '../../../netlify/lib/leads/lead-store.ts'
import { sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { useLeadsStore } from '../leads-store-harness.ts'
import { id } from '../harness.ts'

const NOW = new Date('2026-11-24T02:00:00.000Z')
const leads = useLeadsStore('mark-backfill')
const sink: Sender = { send: async () => {} }
const box = () => outbox(leads.store, { sink })
const message = { subject: 's', text: 't', html: '<p>t</p>' }

const keysUnder = (prefix: string) => listKeys(leads.store, prefix)
const oldStyle = async () => {
  for (const prefix of [LEADS_KEYS.notifyOfLead, LEADS_KEYS.notifyOfBooking])
    for (const k of await keysUnder(prefix)) await leads.store.delete(k)
}

it('the sweep marks the notifications recorded before marks, once; the lead page then lists them', async () => {
  const [leadId, bookingId, erasedLead] = [id(), id(), id()]
  const [aboutLead] = await box().record({ event: 'contact', key: id(), form: 'contact', leadId, message }, ['sink'], NOW)
  const [aboutBooking] = await box().record({ event: 'booking', key: id(), form: 'booking', leadId, bookingId, message }, ['sink'], NOW)
  const [erased] = await box().record({ event: 'contact', key: id(), form: 'contact', leadId: erasedLead, message }, ['sink'], NOW)
  await oldStyle()
  expect(await box().listAbout({ leadIds: [leadId] }, NOW), 'an older store: no marks, no messages').toEqual([])

  // The erased person's record is gone when the backfill reads the listing's next record.
  await box().remove([erased!.id])
  await sweep(leads.store, box(), ['sink'], NOW)

  const listed = (subjects: Parameters<ReturnType<typeof box>['listAbout']>[0]) =>
    box()
      .listAbout(subjects, NOW)
      .then((views) => views.map((v) => v.id).sort())
  expect(await listed({ leadIds: [leadId] })).toEqual([aboutLead!.id, aboutBooking!.id].sort())
  expect(await listed({ bookingIds: [bookingId] })).toEqual([aboutBooking!.id])
  expect(await keysUnder(`${LEADS_KEYS.notifyOfLead}${erasedLead}/`), 'an erased notification is not marked').toEqual([])
  expect(await leads.store.getMetadata(LEADS_KEYS.marksBackfilled)).toBeTruthy()

  // Once per store: marks lost now (none are, outside this test) are not looked for again.
  await oldStyle()
  expect(await backfillSubjectMarks(leads.store, NOW)).toEqual({ marked: 0 })
  expect(await listed({ leadIds: [leadId] })).toEqual([])
})

it('a notification recorded with its marks is not read again', async () => {
  const watch = watchReads()
  const older = id()
  const [old] = await box().record({ event: 'contact', key: id(), form: 'contact', leadId: older, message }, ['sink'], NOW)
  for (const k of await keysUnder(`${LEADS_KEYS.notifyOfLead}${older}/`)) await leads.store.delete(k)
  const [n] = await box().record({ event: 'contact', key: id(), form: 'contact', leadId: id(), message }, ['sink'], NOW)
  await leads.store.delete(LEADS_KEYS.marksBackfilled)
  const from = watch.count()
  await backfillSubjectMarks(leads.store, NOW)
  const read = watch.since(from)
  expect(read).toContain(`${LEADS_KEYS.notify}${old!.id}/record`)
  expect(read).not.toContain(`${LEADS_KEYS.notify}${n!.id}/record`)
})

/** Which blobs the store's get is asked for (a wrapper on this file's store). */
function watchReads() {
  const asked: string[] = []
  const store = leads.store
  const get = store.get.bind(store)
  ;(store as { get: typeof store.get }).get = ((key: string, options?: unknown) => {
    asked.push(key)
    return (get as (k: string, o?: unknown) => unknown)(key, options)
  }) as typeof store.get
  return { count: () => asked.length, since: (from: number) => asked.slice(from) }
}
