// npm run cms: the content editor on this machine, no account. Generates the
// CMS config from the schemas (npm run gen), then starts Decap's local proxy
// (decap-server: reads and writes content/ in this checkout) and the editor's
// dev server. Edits land on disk: review them with `git diff`, check them with
// `npm run check:content`, see the site with `npm run dev` or `npm start`.
//   CMS_PORT (default 8891)    the editor: http://localhost:8891/admin/
//   DECAP_PORT (default 8081)  Decap's local proxy
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const cmsPort = Number(process.env.CMS_PORT ?? 8891)
const proxyPort = Number(process.env.DECAP_PORT ?? 8081)

const gen = spawnSync('npx', ['tsx', 'scripts/generate.ts'], { cwd: root, stdio: 'inherit' })
if (gen.status !== 0) process.exit(gen.status ?? 1)

// decap-server is the editor workspace's dependency (admin/package.json): resolved from there.
const decapServer = createRequire(new URL('../admin/package.json', import.meta.url)).resolve('decap-server')
const proxy = spawn(process.execPath, [decapServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(proxyPort), GIT_REPO_DIRECTORY: root, MODE: 'fs' },
})
proxy.on('exit', (code) => {
  console.error(`decap-server exited (${code}); is port ${proxyPort} taken? Set DECAP_PORT.`)
  process.exit(1)
})

const server = await createServer({
  configFile: fileURLToPath(new URL('../admin/vite.config.ts', import.meta.url)),
  server: { port: cmsPort },
})
await server.listen()
const query = proxyPort === 8081 ? '' : `?proxy=${proxyPort}`
console.log(`\nContent editor: http://localhost:${cmsPort}/admin/${query}  (Login, then edit: files in content/ change on disk)\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    proxy.removeAllListeners('exit')
    proxy.kill()
    void server.close().then(() => process.exit(0))
  })
