// A conversion the visitor did not allow to reach any ad platform (Global Privacy Control, the site's
// opt-out, a refusal kept for them: ads-refusals.ts) is not sent anywhere: it is recorded as a note
// (`conversion-held`, conversions/record-conversion.ts), so staff see that the stage happened and why
// nothing left (GET /api/staff/conversions). Its "delivery" is being recorded: done at once.
import { HeldConversionSchema } from '../../../../schemas/conversions.ts'
import type { ChannelDefinition } from '../channel-definition.ts'

export const conversionHeldChannel = {
  name: 'held',
  takes: ['conversion-held'],
  always: true,
  settings: () => ({ configured: false, problems: [] }),
  sender: () => ({
    async send(n) {
      HeldConversionSchema.parse(n.write)
    },
  }),
  unclaimedFirstAttempt: true,
} as const satisfies ChannelDefinition
