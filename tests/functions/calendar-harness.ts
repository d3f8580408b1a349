// Real calendar servers for the calendar tests: Debian's radicale (a CalDAV
// server, installed by scripts/ensure-radicale.sh) started on a free port with
// a temp folder, and a local HTTP server that serves the iCalendar fixtures
// (tests/fixtures/calendars/) as a Google or Outlook feed would, and can be
// made to fail or to hang, as a calendar server does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

/** A port where nothing listens: taken, then given back. */
export async function closedPort(): Promise<number> {
  const s = createServer()
  const port = await listen(s)
  await new Promise((resolve) => s.close(resolve))
  return port
}

/** However radicale runs here: its script, or the module in Debian's Python (a pyenv python3 does not see it). */
function radicaleCommand(): string[] {
  for (const cmd of [['radicale'], ['/usr/bin/python3', '-m', 'radicale'], ['python3', '-m', 'radicale']])
    if (spawnSync(cmd[0]!, [...cmd.slice(1), '--version']).status === 0) return cmd
  throw new Error('radicale is not installed: run bash scripts/ensure-radicale.sh (or sudo apt-get install -y radicale)')
}

export interface Radicale {
  origin: string
  /** Makes a calendar collection and returns its BOOKING_CALENDAR_ value (caldav+http://user:password@…/user/name/). */
  calendar(user: string, name: string): Promise<string>
  stop(): Promise<void>
}

export async function startRadicale(): Promise<Radicale> {
  const folder = await mkdtemp(join(tmpdir(), 'radicale-'))
  const port = await closedPort()
  const [cmd, ...args] = radicaleCommand()
  const child: ChildProcess = spawn(
    cmd!,
    [...args, `--storage-filesystem-folder=${join(folder, 'collections')}`, `--server-hosts=127.0.0.1:${port}`, '--auth-type=none'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()))
  const origin = `http://127.0.0.1:${port}`
  for (let waited = 0; ; waited += 100) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      break
    if (waited > 15_000 || child.exitCode !== null) throw new Error(`radicale did not start:\n${log}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    async calendar(user, name) {
      const res = await fetch(`${origin}/${user}/${name}/`, {
        method: 'MKCALENDAR',
        headers: { authorization: `Basic ${Buffer.from(`${user}:pw-${user}`).toString('base64')}` },
      })
      if (res.status !== 201) throw new Error(`MKCALENDAR answered ${res.status}`)
      return `caldav+http://${user}:pw-${user}@127.0.0.1:${port}/${user}/${name}/`
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
      await rm(folder, { recursive: true, force: true })
    },
  }
}

export interface FeedServer {
  /** The feed URL of a fixture (tests/fixtures/calendars/<name>.ics), with a secret-looking path as Google's have. */
  url(name: string): string
  /** Every request from now on answers `status` ('hang': never answers), until restored. */
  fail(mode: number | 'hang'): void
  restore(): void
  requests: number
  close(): Promise<void>
}

export const fixtureText = (name: string) => readFileSync(join('tests', 'fixtures', 'calendars', `${name}.ics`), 'utf8')

export async function startFeedServer(): Promise<FeedServer> {
  let mode: number | 'hang' | null = null
  const server = createServer((req, res) => {
    feeds.requests++
    if (mode === 'hang') return
    if (mode !== null) return void res.writeHead(mode).end('down')
    const name = /\/private-[a-z0-9]+\/([a-z-]+)\.ics$/.exec(req.url ?? '')?.[1]
    if (!name) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(fixtureText(name))
  })
  const port = await listen(server)
  const feeds: FeedServer = {
    url: (name) => `http://127.0.0.1:${port}/calendar/ical/host%40example.com/private-0a1b2c3d4e/${name}.ics`,
    fail: (m) => void (mode = m),
    restore: () => void (mode = null),
    requests: 0,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  return feeds
}
