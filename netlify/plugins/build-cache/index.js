// A local Netlify Build plugin (netlify.toml [[plugins]]): keeps what the build
// draws and encodes between deploys, through Netlify's own build cache
// (utils.cache). Without it every deploy starts from a fresh clone and draws
// every social card (~30 ms of CPU each, 6,000 at 1,000 cities) and encodes
// every content image again; with it only what changed is drawn (both caches
// are keyed by content hash, so a stale entry is never used, only unused).
// Not used by `npm start` or `npm test`, which keep the folders on disk.

/** Folders restored before the build and saved after it, relative to the repository. */
export const CACHED = ['.cache/social-cards', 'public/_media']

/** @param {{ utils: { cache: { restore(paths: string[]): Promise<boolean>; save(paths: string[]): Promise<boolean> } } }} options */
export async function onPreBuild({ utils }) {
  const restored = await utils.cache.restore(CACHED)
  console.log(restored ? `build cache: restored ${CACHED.join(', ')}` : 'build cache: nothing to restore (first build, or cache cleared)')
}

/** @param {{ utils: { cache: { save(paths: string[]): Promise<boolean> } } }} options */
export async function onPostBuild({ utils }) {
  const saved = await utils.cache.save(CACHED)
  console.log(saved ? `build cache: saved ${CACHED.join(', ')}` : 'build cache: nothing to save')
}
