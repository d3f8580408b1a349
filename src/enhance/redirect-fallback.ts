// Old URLs are 301s in _redirects. Where a host serves the not-found page
// instead (a preview, a host without redirects), this looks the path up in
// the same table (dist/redirects.json, written from content/redirects.yaml)
// and replaces the history entry with the new path.
export async function redirectOldUrl(pathname: string): Promise<void> {
  const key = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  try {
    const res = await fetch('/redirects.json')
    if (!res.ok) return
    const table = (await res.json()) as Record<string, string>
    const target = table[key]
    if (target) location.replace(target)
  } catch {
    // Offline or blocked: the not-found page stays, with its link home.
  }
}
