// The layout's one direction, enforced (npm run check:deps, part of npm test):
//   schemas/  the content model: imports nothing of ours
//   src/      the site at runtime: schemas/ and its own modules (src/generated/ included)
//   netlify/  functions: schemas/, src/generated/ and its own lib/
//   scripts/  build, audit, bench and CLIs: anything above
//   admin/    the content editor's browser app (its own npm workspace): src/ and schemas/; nothing imports it
//   tests/    anything
// and no circle anywhere.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle hides which module is the source of truth; break it by moving the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'schemas-are-the-bottom',
      severity: 'error',
      comment: 'schemas/ is the content model: it imports only zod and its own files.',
      from: { path: '^schemas/' },
      to: { path: '^(src|scripts|netlify|tests)/' },
    },
    {
      name: 'src-runtime-only',
      severity: 'error',
      comment: 'src/ runs in the page (and its prerender): build-only code belongs in scripts/, request handling in netlify/.',
      from: { path: '^src/' },
      to: { path: '^(scripts|netlify|tests|admin)/' },
    },
    {
      name: 'netlify-reads-schemas-and-generated',
      severity: 'error',
      comment:
        'Functions validate with schemas/ and read content from src/generated/; they never reach into pages, components or build scripts.',
      from: { path: '^netlify/' },
      to: { path: '^(scripts|tests)/|^src/(?!generated/)' },
    },
    {
      name: 'blobs-through-one-module',
      severity: 'error',
      comment:
        'Stores are opened in netlify/lib/blobs.ts (strictFetch, the local store) and the local server lives in local-blobs-server.ts; everything else goes through them.',
      from: { path: '^(src|schemas|scripts|netlify)/', pathNot: '^netlify/lib/(blobs|local-blobs-server)\\.ts$' },
      to: { path: '^node_modules/@netlify/blobs/' },
    },
    {
      name: 'nothing-imports-the-editor-app',
      severity: 'error',
      comment:
        'admin/ is the content editor in the browser, built on its own (admin/vite.config.ts): the site, its functions and its scripts never load Decap.',
      from: { pathNot: '^(admin|tests)/' },
      to: { path: '^admin/' },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      comment: 'Tests depend on the code, never the other way round.',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.netlify)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
