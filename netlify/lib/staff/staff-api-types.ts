// The staff API's JSON types are defined once, in schemas/staff-api-types.ts, where the console's pages
// (src/staff/) can read them too. This file only keeps the old import path working for the staff
// modules that still use it; import from schemas/ in new code, and delete this file once none does.
export type * from '../../../schemas/staff-api-types.ts'
