import { usePageContext } from 'vike-react/usePageContext'
import { site } from '../../lib/prerender-content.ts'
import { canonicalHref } from '../../lib/routes.ts'

// The not-found page, prerendered to 404.html and served with status 404 for
// every unknown path. The unknown path is logged by src/pages/every-page.ts.
export default function Page() {
  const { is404 } = usePageContext()
  const nf = site.notFound
  return (
    <section className="flex min-h-[60vh] items-center bg-ink-50 py-20" data-not-found={is404 ? 'true' : 'false'}>
      <div className="container-page text-center">
        <p className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
          {nf.code}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{nf.heading}</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-600">{nf.body}</p>
        <a href={canonicalHref(nf.cta.href)} className="mt-8 btn-primary">
          {nf.cta.label}
        </a>
      </div>
    </section>
  )
}
