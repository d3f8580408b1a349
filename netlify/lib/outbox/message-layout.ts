// How every message the outbox sends is laid out: an intro, then sections of
// label/value rows, as plain text and as HTML from the same rows; or plain
// paragraphs. Knows nothing of what the rows say, but the caller says which
// sections hold what a visitor typed: those are quoted (each text line after
// "> ", an HTML blockquote), escaped and never a link, so a stranger's words
// read as theirs and never as the site's own. Pure.
import type { NotificationMessage } from '../../../schemas/notification.ts'

/** A label and its value; with `href`, the HTML makes the value a link (tel:, mailto:, the join link). */
export type Row = readonly [label: string, value: string, href?: string]
export interface Section {
  heading: string
  rows: readonly Row[]
  /** The rows hold what a visitor typed (labels too, a wizard question names an answer): quoted, never a link. */
  quoted?: boolean
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Escaped, with a zero-width space after each ".", "@", ":" and "/" inside a word, so mail clients that
 * turn what looks like an address into a link ("evil.example", "a@b.co", "https://…") find none: a
 * visitor's text is never a link in staff's email. The text part keeps the characters as typed.
 */
export const unlinked = (s: string) => escape(s).replace(/([.@:/])(?=[^\s])/g, '$1&#8203;')

/** A row's lines in the text part; a quoted row has every line after "> ", so the quote holds a value of several lines. */
const textRow = ([l, v]: Row, quoted: boolean) => (quoted ? `${l}: ${v}`.replace(/^/gm, '> ') : `${l}: ${v}`)

function table(rows: readonly Row[], quoted: boolean): string {
  const cell = quoted ? unlinked : escape
  return `<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      ([l, v, href]) =>
        `<tr><th align="left" valign="top" style="padding-right:16px">${cell(l)}</th><td style="white-space:pre-wrap">${
          href && !quoted ? `<a href="${escape(href)}">${escape(v)}</a>` : cell(v)
        }</td></tr>`,
    )
    .join('')}</table>`
}

const QUOTE_STYLE = 'margin:0 0 0 4px;padding:0 0 0 12px;border-left:3px solid #ccc'

export function message(subject: string, intro: string, sections: readonly Section[], replyTo?: string): NotificationMessage {
  const filled = sections.filter((s) => s.rows.length)
  const text = [intro, ...filled.map((s) => [`\n${s.heading}`, ...s.rows.map((r) => textRow(r, !!s.quoted))].join('\n'))].join('\n') + '\n'
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif"><p>${escape(intro).replace(/\n/g, '<br>')}</p>${filled
    .map(
      (s) =>
        `<h3>${escape(s.heading)}</h3>${s.quoted ? `<blockquote style="${QUOTE_STYLE}">${table(s.rows, true)}</blockquote>` : table(s.rows, false)}`,
    )
    .join('')}</body></html>`
  return { subject, text, html, ...(replyTo ? { replyTo } : {}) }
}

export const plainHtml = (text: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif">${text
    .split(/\n{2,}/)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`

/**
 * The message with one link above everything else (the staff console's page of the person): a line of
 * its own in the text, a link in the HTML. The label is the caller's words.
 */
export function withLink(m: NotificationMessage, label: string, href: string): NotificationMessage {
  const link = `<p><a href="${escape(href)}">${escape(label)}</a></p>`
  return {
    ...m,
    text: `${label}: ${href}\n\n${m.text}`,
    html: m.html.replace(/<body[^>]*>/, (body) => `${body}${link}`),
  }
}
