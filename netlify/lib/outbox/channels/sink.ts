// The local mail sink: with no way to reach staff set up, locally, every message
// is written to a folder (.netlify/mail/, or LEADS_MAIL_SINK) so `npm start`
// shows the whole loop offline: an email as an .eml file, any other item the way
// the channel that would send it says (its `sinkFile`, e.g. a text as .sms.txt).
// Never on Netlify: there, no channel is refused loudly (channels.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { itemKindOf } from '../../../../schemas/notification.ts'
import { setting, type ChannelDefinition, type Env } from '../channel-definition.ts'
import { mailOf } from './email.ts'
import { isOnNetlify } from '../../runtime.ts'

/** The folder of the local mail sink. */
export const mailSinkDirectory = (env: Env = process.env) =>
  resolve(setting(env.LEADS_MAIL_SINK) ?? join(setting(env.SERVE_PROJECT_ROOT) ?? process.cwd(), '.netlify', 'mail'))

interface MailFile {
  path: string
  /** The message as a reader sees it: quoted-printable's soft line breaks joined, so an address is whole. */
  text: string
}

/** The local mail sink's emails, as an erasure reads and removes them. */
export interface MailSink {
  directory: string
  files(): MailFile[]
  remove(path: string): void
}

/**
 * The sink's .eml files, for an erasure: the one way both the staff CLI (`leads -- erase`) and the
 * console's erase (staff/erase-person.ts) find and remove a person's emails. Null on Netlify: no sink there.
 */
export function openMailSink(env: Env = process.env): MailSink | null {
  if (isOnNetlify(env)) return null
  const directory = mailSinkDirectory(env)
  return {
    directory,
    files() {
      let names: string[]
      try {
        names = readdirSync(directory).filter((n) => n.endsWith('.eml'))
      } catch (e) {
        // No sink yet: nothing was ever written to it. Anything else (permissions) is reported.
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw e
      }
      return names.map((n) => {
        const path = join(directory, n)
        return { path, text: readFileSync(path, 'utf8').replace(/=\r?\n/g, '') }
      })
    },
    remove: (path) => rmSync(path),
  }
}

export const sinkChannel = {
  name: 'sink',
  takes: ['staff-message', 'prospect-message', 'text-message'],
  fallback: true,
  settings: () => ({ configured: true, problems: [] }),
  sender(env, { all }) {
    let stream: Transporter | undefined
    return {
      async send(n) {
        const dir = mailSinkDirectory(env)
        const name = `${n.createdAt.replace(/[:.]/g, '-')}-${n.id}`
        const kind = itemKindOf(n.event)
        const own = all.find((c) => c.sinkFile?.kinds.includes(kind))?.sinkFile
        mkdirSync(dir, { recursive: true })
        if (own) return writeFileSync(join(dir, `${name}${own.extension}`), own.content(n))
        stream ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
        const info = (await stream.sendMail(mailOf(n, env))) as { message: Buffer }
        writeFileSync(join(dir, `${name}.eml`), info.message)
      },
    }
  },
  // A file on this disk: a crash mid-write leaves no file, and writing it again is harmless.
  uncertain: { resends: 1 },
  unclaimedFirstAttempt: true,
} as const satisfies ChannelDefinition

/** The endings of the sink's files: `.eml`, and each channel's own. */
export const sinkExtensionsOf = (all: readonly ChannelDefinition[]) => [
  '.eml',
  ...all.flatMap((c) => (c.sinkFile ? [c.sinkFile.extension] : [])),
]
