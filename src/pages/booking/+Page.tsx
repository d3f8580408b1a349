import { useData } from 'vike-react/useData'
import type { ContentPageData } from '../../lib/page-data.ts'
import { Sections } from '../../sections/registry.tsx'

export default function Page() {
  const { page } = useData<ContentPageData>()
  return <Sections sections={page.sections} />
}
