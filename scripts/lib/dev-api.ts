// `npm run dev` (vike dev) with the site's functions at /api and the local
// Blobs store, so every form can be tried with hot reload: the same function
// runner as scripts/serve.ts (local-functions.ts), with Vite loading the
// modules, so a saved function answers the next request without a restart.
// Leads go to the store `npm start` uses and `npm run leads -- export` reads
// (.netlify/blobs-serve, or BLOBS_DIR).
//
// Not @netlify/vite-plugin: it serves functions through @netlify/dev's runner,
// which bundles the function and starts a worker on every call (~300 ms for an
// echo, and concurrent calls of one function fail); see local-functions.ts.
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import type { FunctionModule } from './local-functions.ts'
import { checkRequest, clientIp, refusal, send, toWebRequest } from './node-http.ts'

export function devApi(): Plugin {
  return {
    name: 'harbourline:dev-api',
    apply: 'serve',
    async configureServer(server) {
      // Under `netlify dev` the CLI serves the functions itself.
      if (process.env.NETLIFY_DEV || !server.httpServer) return
      // Imported here: `vike build` loads this file with vite.config.ts and needs none of it.
      const { startLocalBlobs } = await import('../../netlify/lib/blobs.ts')
      const { createLocalFunctions } = await import('./local-functions.ts')
      const root = server.config.root
      const blobs = await startLocalBlobs(root)
      process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
      const load = (file: string) => server.ssrLoadModule(file) as Promise<FunctionModule>
      const functions = await createLocalFunctions({ projectRoot: root, siteId: blobs.siteID, load })
      // An edited module is reloaded by Vite; a function added, removed or re-routed needs its config read again.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(functions.directory)) return
        functions.rescan().catch((error: unknown) => server.config.logger.error(`netlify/functions: ${String(error)}`))
      })
      server.httpServer.once('close', () => void blobs.close())
      // The links the functions hand out are built from URL, never from the request
      // (netlify/lib/site-url.ts): here, this dev server's own origin, once it has its port.
      server.httpServer.once('listening', () => {
        const address = server.httpServer?.address()
        if (address && typeof address === 'object') process.env.URL ||= `http://localhost:${address.port}`
      })

      // Before Vite's and Vike's own middlewares, so a function's path never reaches the page router.
      server.middlewares.use((req, res, next) => {
        // A malformed request (TRACE, a broken percent-escape, a Host that is no host name) is a 4xx
        // here, as in scripts/serve.ts: fetch's Request and the page router would throw on it (a 500).
        const checked = checkRequest(req, 'http://localhost')
        if (!checked.ok) return void send(res, refusal(checked, functions.methodsAt), req.method === 'HEAD').catch(next)
        const origin = `http://${req.headers.host ?? 'localhost'}`
        const fn = functions.match(checked.url.pathname, req.method ?? 'GET')
        if (!fn) return next()
        functions
          .invoke(fn, toWebRequest(req, origin), { ip: clientIp(req) })
          .then((response) => send(res, response, req.method === 'HEAD'))
          .catch((error: unknown) => {
            if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return void res.destroy()
            next(error)
          })
      })
      server.config.logger.info(
        `  Functions at /api (netlify/functions); leads stored in ${relative(process.cwd(), blobs.directory) || '.'}`,
      )
    },
  }
}
