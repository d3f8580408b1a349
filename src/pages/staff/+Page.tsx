import { useData } from 'vike-react/useData'
import { words } from '../../staff/copy.ts'
import { StaffFrame } from '../../staff/StaffFrame.tsx'
import type { StaffPageData } from './+data.ts'

// The console's views depend on the URL and the session, so the shell carries
// only their props and a loading line; +client.ts renders the view over it.
export default function Page() {
  const { staff } = useData<StaffPageData>()
  return (
    <StaffFrame view={staff.view}>
      <div data-staff-console={staff.view} data-props={JSON.stringify(staff)}>
        <p role="status" className="py-6 text-ink-600">
          {words.frame.loading}
        </p>
      </div>
    </StaffFrame>
  )
}
