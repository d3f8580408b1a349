// How every message the outbox sends is laid out: an intro, then sections of
// label/value rows, as plain text and as HTML from the same rows; or plain
// paragraphs. Knows nothing of what the rows say. Pure.
import type { NotificationMessage } from '../../../schemas/notification.ts'

/** A label and its value; with `href`, the HTML makes the value a link (tel:, mailto:, the join link). */
export type Row = readonly [label: string, value: string, href?: string]
export interface Section {
  heading: string
  rows: readonly Row[]
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function message(subject: string, intro: string, sections: readonly Section[], replyTo?: string): NotificationMessage {
  const filled = sections.filter((s) => s.rows.length)
  const text = [intro, ...filled.map((s) => [`\n${s.heading}`, ...s.rows.map(([l, v]) => `${l}: ${v}`)].join('\n'))].join('\n') + '\n'
  const table = (rows: readonly Row[]) =>
    `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        ([l, v, href]) =>
          `<tr><th align="left" valign="top" style="padding-right:16px">${escape(l)}</th><td style="white-space:pre-wrap">${
            href ? `<a href="${escape(href)}">${escape(v)}</a>` : escape(v)
          }</td></tr>`,
      )
      .join('')}</table>`
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif"><p>${escape(intro).replace(/\n/g, '<br>')}</p>${filled
    .map((s) => `<h3>${escape(s.heading)}</h3>${table(s.rows)}`)
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
