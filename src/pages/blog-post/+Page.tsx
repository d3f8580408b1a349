import { useData } from 'vike-react/useData'
import type { BlogPost } from '../../../schemas/content.ts'
import { BlogArticle } from './BlogArticle.tsx'

export default function Page() {
  const { post } = useData<{ post: BlogPost }>()
  return <BlogArticle post={post} />
}
