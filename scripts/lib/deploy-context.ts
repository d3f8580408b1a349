// Which Netlify deploy this build is for. Netlify sets CONTEXT during its builds
// (production, deploy-preview, branch-deploy; dev under `netlify dev`). Only the
// production deploy may be indexed: deploy previews and branch deploys are public
// URLs with unreviewed content, and a search engine that finds one would list a
// duplicate of the site. A local build (no CONTEXT) is built like production, so
// the audits check exactly what ships.

interface DeployContext {
  /** Netlify's context name, or "local" outside Netlify. */
  name: string
  /** Whether pages may be indexed: production and local builds only. */
  indexable: boolean
}

export function deployContext(env: NodeJS.ProcessEnv = process.env): DeployContext {
  const name = env.CONTEXT?.trim() || 'local'
  return { name, indexable: name === 'production' || name === 'local' }
}

/**
 * The GitHub repository the content editor commits to, "owner/name": CMS_GITHUB_REPO when set, else
 * the repository Netlify builds from (REPOSITORY_URL, set in every Netlify build: https or ssh form).
 * Undefined outside Netlify; the local editor (`npm run cms`) needs none.
 */
export function cmsRepo(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const explicit = env.CMS_GITHUB_REPO?.trim()
  if (explicit) return explicit
  const m = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL?.trim() ?? '')
  return m ? `${m[1]}/${m[2]}` : undefined
}
