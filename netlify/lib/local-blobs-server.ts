// The local Netlify Blobs server, with create-only writes made atomic.
//
// On Netlify a conditional write (`set(key, value, { onlyIfNew: true })`,
// sent as `If-None-Match: *`) is decided by the store itself: of any number of
// writers racing for one key, exactly one gets 200 and the rest 412. The local
// BlobsServer of @netlify/blobs (10.7) checks, then writes (fs.access, then
// writeFile + rename), so two writes that arrive together can both see "no
// file" and both answer 200. Bookings rely on that primitive to never give one
// time to two people, so locally every write and delete of one key waits for
// the one before it: the check and the write become one step, as on Netlify.
// Reads are not held up. This is the local stand-in only; the functions' code is
// the same on Netlify, where the store provides the guarantee.
//
// Netlify answers a read with the entry's ETag, which a compare-and-swap
// (`set(key, value, { onlyIfMatch: etag })`) sends back; the local server
// (10.7) checks If-Match on writes but sends no ETag on reads, so reads of one
// key get it here, taken BEFORE the entry is read: were a write to land in
// between, the data is newer than the ETag and the swap is refused, never the
// other way round.
//
// A list walks the store's folders (10.7: every entry of every folder on the
// way is stat-ed before its name is compared with the prefix, and every blob
// listed stat-ed twice, once more for its ETag), so one listing of one day cost
// a stat of every day folder of the index. Here the walk compares names first,
// goes only into folders the prefix may be in, and takes each blob's ETag from
// the one stat (the same value: a hash of its path keyed by its mtime). Same
// answer, a fraction of the work; the functions' list calls are unchanged.
//
// A write (10.7) goes to a temporary file beside its key's file, then a rename:
// a listing during the write, or after the process was killed in between, had
// the temporary name (`.k3j9x2…`) among the keys. Here a write's temporary file
// lives in the store folder's own .tmp/, outside what a listing walks, and is
// renamed into place (same disk, so still atomic); the entry's metadata too.
//
// Only the local server (scripts/serve.ts through startLocalBlobs, the CLI and
// the tests) imports this; function bundles never do.
import { BlobsServer } from '@netlify/blobs/server'
import { createHmac, randomUUID } from 'node:crypto'
import { promises as fs } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

type Handler = (req: Request) => Promise<Response>

/** "siteID/store/key" of a request, whatever URL form the client used (edge URL with a region, or plain). */
function blobPath(req: Request): string {
  const { pathname } = new URL(req.url, 'http://localhost')
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0]?.startsWith('region:')) parts.shift()
  return parts.join('/')
}

interface WalkOptions {
  directories: boolean
  path: string
  prefix: string
  rootPath: string
  result: { blobs?: { etag: string; key: string; last_modified: string; size: number }[]; directories?: string[] }
}

/** The ETag BlobsServer.generateETag gives a file, from a stat already made. */
const etagOf = (path: string, mtime: Date) => `"${createHmac('sha256', mtime.toISOString()).update(path).digest('hex')}"`

/** BlobsServer.generateETag (10.7, private in the typings): '' when there is no file. */
const generateETag = (path: string): Promise<string> =>
  (BlobsServer as unknown as { generateETag(path: string): Promise<string> }).generateETag(path)

/** BlobsServer.walk (10.7) with the same answer: names compared before any stat, one stat per blob listed. */
async function walk(options: WalkOptions): Promise<void> {
  const { directories, path, prefix, result, rootPath } = options
  const entries = (await fs.readdir(path, { withFileTypes: true })).map((entry) => {
    const entryPath = join(path, entry.name)
    const key = sep === '/' ? relative(rootPath, entryPath) : relative(rootPath, entryPath).split(sep).join('/')
    return { entry, entryPath, key }
  })
  const wanted = entries.filter(({ key }) => prefix.startsWith(key.slice(0, prefix.length)))
  const stats = await Promise.all(wanted.map(({ entry, entryPath }) => (entry.isDirectory() ? null : fs.stat(entryPath))))
  for (const [i, { entryPath, key }] of wanted.entries()) {
    const stat = stats[i]
    if (stat) {
      result.blobs?.push({ etag: etagOf(entryPath, stat.mtime), key, last_modified: stat.mtime.toISOString(), size: stat.size })
      continue
    }
    if (directories && key.startsWith(prefix)) {
      result.directories?.push(key)
      continue
    }
    await walk({ ...options, path: entryPath })
  }
}

/** BlobsServer's listBlobs (10.7) over the walk above: the same JSON answer. */
async function listBlobs(options: { dataPath: string; rootPath: string; url: URL }): Promise<Response> {
  const { dataPath, rootPath, url } = options
  const result: WalkOptions['result'] = { blobs: [], directories: [] }
  const directories = url.searchParams.get('directories') === 'true'
  const prefix = url.searchParams.get('prefix') ?? ''
  try {
    await walk({ directories, path: dataPath, prefix, rootPath, result })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return new Response(null, { status: 500 })
  }
  return Response.json(result)
}

/** The folder of a store's temporary files: beside entries/ and metadata/, never walked by a listing. */
const tempFolder = (directory: string) => join(directory, '.tmp')

/** `data` at `path`, through a temporary file renamed into place: a reader sees the old file or the new one. */
async function writeAtomically(directory: string, path: string, data: string | Uint8Array): Promise<void> {
  const temp = join(tempFolder(directory), randomUUID())
  await fs.mkdir(tempFolder(directory), { recursive: true })
  await fs.mkdir(dirname(path), { recursive: true })
  await fs.writeFile(temp, data)
  try {
    await fs.rename(temp, path)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}

/** The metadata a client sends with a write (10.7: `x-amz-meta-user: b64;<base64 JSON>`), {} without it. */
function metadataOf(req: Request): unknown {
  const header = req.headers.get('x-amz-meta-user')
  return header?.startsWith('b64;') ? JSON.parse(Buffer.from(header.slice(4), 'base64').toString('utf8')) : {}
}

/** BlobsServer's put (10.7), the same answers, its temporary files in tempFolder. */
function putOutsideEntries(server: BlobsServer): Handler {
  const local = server as unknown as LocalPaths & { directory: string }
  return async (req) => {
    const api = local.parseAPIRequest(req)
    if (api?.url) return Response.json({ url: api.url.toString() })
    const { dataPath, key, metadataPath } = local.getLocalPaths(new URL(req.url, 'http://localhost'))
    if (!dataPath || !key || !metadataPath) return new Response(null, { status: 400 })
    try {
      const current = await generateETag(dataPath) // '' when there is no entry
      if (req.headers.get('if-none-match') === '*' && current) return new Response(null, { status: 412 })
      const ifMatch = req.headers.get('if-match')
      if (ifMatch && ifMatch !== current) return new Response(null, { status: 412 })
      const metadata = metadataOf(req)
      await writeAtomically(local.directory, dataPath, Buffer.from(await req.arrayBuffer()))
      await writeAtomically(local.directory, metadataPath, JSON.stringify(metadata))
      return new Response(null, { status: 200, headers: { etag: await generateETag(dataPath) } })
    } catch {
      return new Response(null, { status: 500 })
    }
  }
}

/**
 * Makes `server` take the writes and deletes of one key one at a time, write through temporary files
 * that no listing sees, and list with less work. Returns the same server.
 */
function serializeWrites(server: BlobsServer): BlobsServer {
  // listBlobs and put are private in the typings and looked up on the instance: own properties take their place.
  ;(server as unknown as { listBlobs: typeof listBlobs }).listBlobs = listBlobs
  ;(server as unknown as { put: Handler }).put = putOutsideEntries(server)
  // handleRequest is private in the typings; BlobsServer.start() looks it up on
  // the instance for every request, so an own property takes its place.
  const target = server as unknown as { handleRequest: Handler }
  const handle = target.handleRequest.bind(server)
  const queues = new Map<string, Promise<unknown>>()
  target.handleRequest = (req) => {
    if (req.method === 'GET') return withETag(server, req, handle)
    if (req.method !== 'PUT' && req.method !== 'DELETE') return handle(req)
    const key = blobPath(req)
    const previous = queues.get(key) ?? Promise.resolve()
    const result = previous.then(() => handle(req))
    const settled = result.then(
      () => undefined,
      () => undefined,
    )
    queues.set(key, settled)
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key)
    })
    return result
  }
  return server
}

interface LocalPaths {
  getLocalPaths(url: URL): { dataPath?: string; key?: string; metadataPath?: string }
  parseAPIRequest(req: Request): { url?: URL; useSignedURL?: boolean } | null
}

/** A read of one key, answered with the ETag its next conditional write will compare (private API of 10.7, looked up at run time). */
async function withETag(server: BlobsServer, req: Request, handle: Handler): Promise<Response> {
  const local = server as unknown as LocalPaths
  const api = local.parseAPIRequest(req)
  if (api?.useSignedURL) return handle(req)
  const { dataPath, key } = local.getLocalPaths(api?.url ?? new URL(req.url, 'http://localhost'))
  if (!dataPath || !key) return handle(req)
  const etag = await generateETag(dataPath)
  const res = await handle(req)
  if (!res.ok || !etag || res.headers.has('etag')) return res
  const headers = new Headers(res.headers)
  headers.set('etag', etag)
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

export interface StartedBlobsServer {
  server: BlobsServer
  port: number
  url: string
}

/**
 * Removes the temporary files a killed process left behind. Only those over an hour old: a write takes
 * seconds, and another server may be writing into the same folder now (`npm start` and the CLI share one).
 */
async function removeStaleTemps(directory: string): Promise<void> {
  const folder = tempFolder(directory)
  const before = Date.now() - 60 * 60_000
  const names = await fs.readdir(folder).catch(() => [])
  await Promise.all(
    names.map(async (name) => {
      const stat = await fs.stat(join(folder, name)).catch(() => null)
      if (stat && stat.mtimeMs < before) await fs.rm(join(folder, name), { force: true })
    }),
  )
}

/** A local Blobs server on `directory` (random port unless given) with atomic create-only writes. */
export async function startBlobsServer(options: { directory: string; token: string; port?: number }): Promise<StartedBlobsServer> {
  await removeStaleTemps(options.directory)
  const server = serializeWrites(new BlobsServer(options))
  const { port } = await server.start()
  return { server, port, url: `http://localhost:${port}` }
}
