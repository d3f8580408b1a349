// Small shared building blocks of the sections: the section shell with its
// tone and heading, Markdown text, buttons and generated placeholders.
import type { ReactNode } from 'react'
import { renderInline, renderMarkdown } from '../lib/markdown.ts'
import type { Link } from '../../schemas/common.ts'
import { site } from '../lib/prerender-content.ts'
import { Icon } from './Icon.tsx'
import { Picture } from './Picture.tsx'
import type { ImageRef } from '../../schemas/image.ts'
import { canonicalHref } from '../lib/routes.ts'

type Tone = 'light' | 'muted' | 'dark'

const TONES: Record<Tone, string> = {
  light: 'bg-white text-ink-800',
  muted: 'bg-ink-50 text-ink-800',
  dark: 'bg-brand-950 text-brand-100',
}

export function Shell({
  id,
  tone = 'light',
  children,
  className = '',
  narrow = false,
}: {
  id?: string
  tone?: Tone
  children: ReactNode
  className?: string
  narrow?: boolean
}) {
  return (
    <section id={id} data-tone={tone} className={`${TONES[tone]} py-16 sm:py-20 lg:py-24 ${className}`}>
      <div className={narrow ? 'mx-auto w-full max-w-3xl px-4 sm:px-6' : 'container-page'}>{children}</div>
    </section>
  )
}

export function SectionHeading({
  eyebrow,
  heading,
  intro,
  tone = 'light',
  align = 'center',
}: {
  eyebrow?: string
  heading?: string
  intro?: string
  tone?: Tone
  align?: 'center' | 'left'
}) {
  if (!heading && !eyebrow && !intro) return null
  const dark = tone === 'dark'
  return (
    <div className={`mb-10 max-w-3xl lg:mb-14 ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className={dark ? 'text-sm font-semibold tracking-wider text-accent-300 uppercase' : 'eyebrow'}>{eyebrow}</p>}
      {heading && (
        <h2 className={`mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-ink-900'}`}>
          {heading}
        </h2>
      )}
      {intro && <Md className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-600'}`} text={intro} />}
    </div>
  )
}

/** Inline Markdown rendered at build time into a <p> (or a <div> with `block`). */
export function Md({ text, className, block = false }: { text: string; className?: string; block?: boolean }) {
  if (block) return <div className={className} dangerouslySetInnerHTML={{ __html: renderMarkdown(text).html }} />
  return <p className={className} dangerouslySetInnerHTML={{ __html: renderInline(text) }} />
}

export function ButtonLink({
  link,
  variant = 'primary',
  className = '',
}: {
  link: Link
  variant?: 'primary' | 'accent' | 'outline' | 'ghost-light'
  className?: string
}) {
  const cls = { primary: 'btn-primary', accent: 'btn-accent', outline: 'btn-outline', 'ghost-light': 'btn-ghost-light' }[variant]
  return (
    <a href={canonicalHref(link.href)} className={`${cls} ${className}`} {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {link.label}
      {variant !== 'ghost-light' && variant !== 'outline' && <Icon name="arrow-right" className="size-5" />}
      {link.newTab && <span className="sr-only"> {site.labels.newTab}</span>}
    </a>
  )
}

export function resolveStat(stat: { claim: string } | { value: string; label: string; description?: string }) {
  if ('claim' in stat) {
    const c = site.claims[stat.claim]
    if (!c) throw new Error(`unknown claim ${stat.claim}`)
    // Whose results the figure counts, beside it: $50M+ since 2016 is not the team's $325M.
    const scope = c.of ?? (c.scope === 'agency' || c.scope === 'team' ? site.claimScopes[c.scope] : undefined)
    return { value: c.value, label: c.label, description: scope }
  }
  return stat
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')

/** Deterministic hue from a name, so a placeholder keeps its colour across builds. */
export function hueOf(text: string): number {
  let h = 0
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360
  return h
}

/** A generated avatar (initials on a soft gradient) where content has no photo. */
export function Avatar({ name, image, size = 96 }: { name: string; image?: ImageRef | undefined; size?: number }) {
  if (image)
    return (
      <Picture
        image={image}
        sizes={`${size}px`}
        className="aspect-square rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    )
  const h = hueOf(name)
  return (
    <svg viewBox="0 0 96 96" width={size} height={size} role="img" aria-label={name} className="rounded-full">
      <defs>
        <linearGradient id={`g-${h}-${size}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${h} 70% 42%)`} />
          <stop offset="1" stopColor={`hsl(${(h + 40) % 360} 75% 30%)`} />
        </linearGradient>
      </defs>
      <rect width="96" height="96" fill={`url(#g-${h}-${size})`} />
      <text x="48" y="57" textAnchor="middle" fontSize="32" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {initials(name)}
      </text>
    </svg>
  )
}

export function Stars({ count = 5, className = 'size-5' }: { count?: number; className?: string }) {
  return (
    <span className="inline-flex text-warning-500" role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="star" filled className={className} />
      ))}
    </span>
  )
}
