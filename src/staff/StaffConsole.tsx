// The console's view for one staff page, rendered in the browser only
// (src/pages/staff/+client.ts): views read the URL (filters, the lead's id, a
// sign-in token) and fetch their data from the staff API.
import type { ReactNode } from 'react'
import { AdsPage } from './AdsPage.tsx'
import { BoardPage } from './BoardPage.tsx'
import { Calls } from './Calls.tsx'
import type { ConsoleProps } from './console-props.ts'
import { DuePage } from './DuePage.tsx'
import { FunnelPage } from './FunnelPage.tsx'
import { Inbox } from './Inbox.tsx'
import { LeadPage } from './LeadPage.tsx'
import type { StaffView } from '../lib/staff-routes.ts'
import { SetAside } from './SetAside.tsx'
import { SignIn } from './SignIn.tsx'
import { SignOut } from './SignOut.tsx'

export type StaffConsoleProps = ConsoleProps & { view: StaffView }

const VIEWS: Record<StaffView, (props: ConsoleProps) => ReactNode> = {
  signIn: () => <SignIn />,
  signOut: () => <SignOut />,
  due: (p) => <DuePage {...p} />,
  inbox: (p) => <Inbox {...p} />,
  lead: (p) => <LeadPage {...p} />,
  calls: (p) => <Calls {...p} />,
  setAside: (p) => <SetAside {...p} />,
  funnel: (p) => <FunnelPage {...p} />,
  ads: (p) => <AdsPage {...p} />,
  board: (p) => <BoardPage {...p} />,
}

export function StaffConsole({ view, ...props }: StaffConsoleProps) {
  return <>{VIEWS[view](props)}</>
}
