// Every channel the outbox can send by, one file each in this folder, registered by one line here:
// its settings, sender, status rules and sink file come with it (channel-definition.ts). channels.ts
// reads them in the order of their exported names (a module's names are sorted).
export { emailChannel } from './email.ts'
export { hostCalendarChannel } from './host-calendar.ts'
export { sinkChannel } from './sink.ts'
export { smsChannel } from './sms.ts'
export { webhookChannel } from './webhook.ts'
export { ga4MeasurementChannel } from './ga4-measurement.ts'
export { googleAdsFeedChannel } from './google-ads-feed.ts'
export { googleDataManagerChannel } from './google-data-manager.ts'
export { conversionHeldChannel } from './conversion-held.ts'
export { metaConversionsChannel } from './meta-conversions.ts'
