// /staff/sign-out/: ends the session (DELETE /api/staff/session) on arrival,
// then says so. Signing out twice is harmless, so a GET page may do it.
import { useEffect, useState } from 'react'
import { staffApi } from './api.ts'
import { words } from './copy.ts'
import { STAFF_PAGES } from '../lib/staff-routes.ts'

export function SignOut() {
  const [done, setDone] = useState(false)
  useEffect(() => {
    void staffApi('DELETE /session').then(() => setDone(true))
  }, [])
  if (!done)
    return (
      <p role="status" className="text-ink-700">
        {words.signOut.signingOut}
      </p>
    )
  return (
    <div role="status">
      <p className="text-ink-700">{words.signOut.body}</p>
      <a className="mt-5 btn-primary" href={STAFF_PAGES.signIn}>
        {words.signOut.signIn}
      </a>
    </div>
  )
}
