// From the content's JSON Schemas (schemas/json/*.schema.json, written by
// `npm run gen` from the zod schemas) to Decap CMS fields, and the few shapes
// Decap has no widget for, translated both ways:
// - a map of named entries (site.yaml `claims`): a list with a `key` field;
// - a list of lists (logo rows): a list of { items };
// - "all" or a list (a section's testimonials): a list, where ["all"] means "all".
// A union of objects (a stat is a claim name, or a value and a label) becomes
// one object with every field optional; the schema check at save (validate.ts)
// says which combination is valid, in the schema's own words. Pure.
// One file because each shape is translated both ways (to Decap's field and
// back to the content's value) and the two directions must mirror each other.

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: (string | number | boolean | null)[]
  const?: string | number | boolean | null
  default?: unknown
  /** The field's label in the editor, in content terms ("Buttons", not "ctas"): zod's `.meta({ title })`. */
  title?: string
  /** The hint under the field: zod's `.describe()` or `.meta({ description })`. */
  description?: string
  pattern?: string
  /** The zod schema's own message for `pattern` (scripts/generate.ts adds it; VS Code's YAML extension shows it too). */
  patternErrorMessage?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  format?: string
  /** Other keywords ($schema, propertyNames, exclusiveMinimum…) are carried, not read. */
  [keyword: string]: unknown
}

export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  options?: (string | number | { label: string; value: string | number })[]
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  fields?: DecapField[]
  field?: DecapField
  types?: (DecapField & { fields: DecapField[] })[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  date_format?: string | boolean
  time_format?: string | boolean
  format?: string
  modes?: string[]
}

/** The editor's shape of a schema node: what toEditor/fromEditor translate. */
type Shape = 'record' | 'rows' | 'const-or-list' | 'plain'

const RECORD_KEY = 'key'
const ROWS_KEY = 'items'

/**
 * "digitalLandscape" -> "Digital landscape": the label of a name the schema gives no title, such as a
 * section type's id. tests/unit/admin/cms-config.test.ts fails when a schema field has no title of its own.
 */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type)
const nonNull = (options: JsonSchema[]) => options.filter((o) => typeOf(o) !== 'null' && o.const !== null)

/** A record: an object with named entries of one shape and no fixed keys. */
const isRecord = (s: JsonSchema) => typeOf(s) === 'object' && !s.properties && typeof s.additionalProperties === 'object'

function shapeOf(s: JsonSchema): Shape {
  if (isRecord(s)) return 'record'
  if (typeOf(s) === 'array' && s.items && typeOf(s.items) === 'array') return 'rows'
  const options = s.anyOf ?? s.oneOf
  if (options && options.some((o) => o.const !== undefined) && options.some((o) => typeOf(o) === 'array')) return 'const-or-list'
  return 'plain'
}

/** Longer text gets a text area: Markdown paragraphs, and fields named for prose. */
const PROSE =
  /^(intro|body|answer|quote|description|excerpt|challenge|solution|subheading|text|summary|message|economy|digitalLandscape|paragraphs?|lead|content|note|bio)$/i
const isProse = (name: string, s: JsonSchema) =>
  PROSE.test(name) || /markdown|paragraph/i.test(s.description ?? '') || (s.maxLength ?? 0) > 200

/**
 * A length rule as a Decap pattern, with zod's own message (the schema gives none of its own): the
 * editor reads at the field what `npm run check:content` would print.
 */
function lengthPattern(s: JsonSchema): [string, string] | undefined {
  const min = s.minLength ?? 0
  const max = s.maxLength
  if (min <= 0 && max === undefined) return undefined
  const messages = [
    ...(min > 0 ? [`Too small: expected string to have >=${min} characters`] : []),
    ...(max !== undefined ? [`Too big: expected string to have <=${max} characters`] : []),
  ]
  return [`^[\\s\\S]{${min},${max ?? ''}}$`, messages.join('; ')]
}

function scalarField(name: string, s: JsonSchema, base: Omit<DecapField, 'widget'>): DecapField {
  const type = typeOf(s)
  if (s.enum)
    return { ...base, widget: 'select', options: s.enum.filter((v): v is string | number => v !== null && typeof v !== 'boolean') }
  if (type === 'boolean') return { ...base, widget: 'boolean' }
  if (type === 'number' || type === 'integer')
    return {
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(s.minimum !== undefined ? { min: s.minimum } : {}),
      ...(s.maximum !== undefined ? { max: s.maximum } : {}),
    }
  // Dates stay text (YYYY-MM-DD, as written): Decap's date picker would rewrite them.
  const pattern: [string, string] | undefined = s.pattern
    ? [s.pattern, s.patternErrorMessage ?? `Invalid string: must match pattern /${s.pattern}/`]
    : s.format === 'date'
      ? ['^\\d{4}-\\d{2}-\\d{2}$', 'A date: YYYY-MM-DD']
      : s.format === 'uri'
        ? ['^https?://\\S+$', 'A full address starting with https://']
        : lengthPattern(s)
  return { ...base, widget: isProse(name, s) ? 'text' : 'string', ...(pattern ? { pattern } : {}) }
}

/** Merges a union of objects into one object whose fields are all optional. */
function mergedObject(options: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  for (const o of options) Object.assign(properties, o.properties ?? {})
  return { type: 'object', properties, required: [] }
}

/** The Decap field of one property. */
export function fieldFor(name: string, s: JsonSchema, required: boolean): DecapField {
  const hint = s.description
  const base = {
    name,
    label: s.title ?? labelOf(name),
    required: required && s.default === undefined,
    ...(hint ? { hint } : {}),
    ...(s.default !== undefined && (typeof s.default !== 'object' || s.default === null) ? { default: s.default } : {}),
  }
  const options = s.anyOf ?? s.oneOf
  switch (shapeOf(s)) {
    case 'record': {
      const entry = s.additionalProperties as JsonSchema
      const entryOptions = entry.anyOf ?? entry.oneOf
      const inner = entryOptions ? (nonNull(entryOptions)[0] ?? entry) : entry
      const keyField: DecapField = { name: RECORD_KEY, label: 'Name', widget: 'string', hint: 'The name other content uses for it' }
      const fields =
        typeOf(inner) === 'object' && inner.properties ? fieldsOf(inner) : [{ ...fieldFor('value', inner, false), label: 'Value' }]
      return { ...base, widget: 'list', summary: `{{fields.${RECORD_KEY}}}`, collapsed: true, fields: [keyField, ...fields] }
    }
    case 'rows': {
      const row = s.items!
      return {
        ...base,
        widget: 'list',
        collapsed: true,
        ...(s.minItems !== undefined ? { min: s.minItems } : {}),
        ...(s.maxItems !== undefined ? { max: s.maxItems } : {}),
        fields: [{ ...fieldFor(ROWS_KEY, row, true), label: 'Items' }],
      }
    }
    case 'const-or-list': {
      const consts = options!.filter((o) => o.const !== undefined).map((o) => String(o.const))
      const list = options!.find((o) => typeOf(o) === 'array')!
      return {
        ...fieldFor(name, { ...list, ...(s.title ? { title: s.title } : {}) }, required),
        hint: [hint ?? list.description, `Or just "${consts.join('" or "')}".`].filter(Boolean).join(' '),
      }
    }
    case 'plain':
      break
  }
  if (options) {
    const real = nonNull(options)
    if (real.length && real.every((o) => o.const !== undefined))
      return { ...base, widget: 'select', options: real.map((o) => o.const as string | number) }
    if (real.length === 1)
      return fieldFor(name, { ...real[0]!, title: s.title ?? real[0]!.title, description: hint ?? real[0]!.description }, false)
    if (real.every((o) => typeOf(o) === 'object'))
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(mergedObject(real)).map((f) => ({ ...f, required: false })) }
    return { ...base, widget: 'string' }
  }
  if (s.const !== undefined) return { ...base, widget: 'hidden', default: s.const }
  const type = typeOf(s)
  // Decap checks the required fields of an object left empty too (decaporg/decap-cms#7748), so inside
  // an optional object nothing is required at the field; the zod check at save (validate.ts) still
  // refuses an object given without its required fields, in the schema's words.
  if (type === 'object')
    return { ...base, widget: 'object', collapsed: !required, fields: required ? fieldsOf(s) : fieldsOf(s).map(optional) }
  if (type === 'array') {
    const items = s.items ?? {}
    const limits = { ...(s.minItems !== undefined ? { min: s.minItems } : {}), ...(s.maxItems !== undefined ? { max: s.maxItems } : {}) }
    const variants = items.oneOf ?? items.anyOf
    // A discriminated union (sections): one Decap type per variant, told apart by `type`.
    if (variants && variants.every((v) => v.properties?.type?.const !== undefined))
      return {
        ...base,
        ...limits,
        widget: 'list',
        typeKey: 'type',
        collapsed: true,
        types: variants.map((v) => {
          const id = String(v.properties!.type!.const)
          return {
            name: id,
            label: v.title ?? labelOf(id),
            widget: 'object',
            summary: '{{fields.heading}}',
            fields: fieldsOf({ ...v, properties: Object.fromEntries(Object.entries(v.properties!).filter(([k]) => k !== 'type')) }),
          }
        }),
      }
    if (typeOf(items) === 'object' || variants)
      return {
        ...base,
        ...limits,
        widget: 'list',
        collapsed: true,
        fields:
          typeOf(items) === 'object' ? fieldsOf(items) : fieldsOf(mergedObject(nonNull(variants!))).map((f) => ({ ...f, required: false })),
      }
    // A list of words or links: each item an input of its own, shown open (a closed one shows only its label).
    return { ...base, ...limits, widget: 'list', collapsed: false, field: { ...fieldFor('item', items, true), label: base.label } }
  }
  return scalarField(name, s, base)
}

/** A field nothing requires at the field, nor the fields of its nested objects (list items stay as they are: they exist only once added). */
function optional(f: DecapField): DecapField {
  return { ...f, required: false, ...(f.widget === 'object' && f.fields ? { fields: f.fields.map(optional) } : {}) }
}

/** The fields of an object schema, in its order. */
export function fieldsOf(s: JsonSchema): DecapField[] {
  const required = new Set(s.required ?? [])
  return Object.entries(s.properties ?? {}).map(([name, p]) => fieldFor(name, p, required.has(name)))
}

// ------------------------------------------------------------ data both ways

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The schema a value of a union is checked against for translation: the first that can hold it. */
function branch(s: JsonSchema, value: unknown): JsonSchema {
  const options = s.anyOf ?? s.oneOf
  if (!options || shapeOf(s) !== 'plain') return s
  if (isPlainObject(value)) {
    const variant = options.find((o) => o.properties?.type?.const !== undefined && o.properties.type.const === value.type)
    if (variant) return variant
    const objects = nonNull(options).filter((o) => typeOf(o) === 'object')
    if (objects.length) return mergedObject(objects)
  }
  if (Array.isArray(value)) return options.find((o) => typeOf(o) === 'array') ?? s
  return s
}

/** File data -> what the editor edits. */
export function toEditor(s: JsonSchema, value: unknown): unknown {
  if (value === undefined || value === null) return value
  const shape = shapeOf(s)
  if (shape === 'record' && isPlainObject(value)) {
    const entry = s.additionalProperties as JsonSchema
    return Object.entries(value).map(([key, v]) =>
      isPlainObject(v) ? { [RECORD_KEY]: key, ...(toEditor(entry, v) as object) } : { [RECORD_KEY]: key, value: v },
    )
  }
  if (shape === 'rows' && Array.isArray(value)) return value.map((row) => ({ [ROWS_KEY]: toEditor(s.items!, row) }))
  if (shape === 'const-or-list') return Array.isArray(value) ? value : [value]
  const b = branch(s, value)
  if (Array.isArray(value)) return value.map((v) => toEditor(b.items ?? {}, v))
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, b.properties?.[k] ? toEditor(b.properties[k]!, v) : v]))
  return value
}

/** What the editor saved -> file data: the translations undone. */
export function fromEditor(s: JsonSchema, value: unknown): unknown {
  if (value === undefined || value === null) return value
  const shape = shapeOf(s)
  if (shape === 'record' && Array.isArray(value)) {
    const entry = s.additionalProperties as JsonSchema
    return Object.fromEntries(
      value.filter(isPlainObject).map((item) => {
        const { [RECORD_KEY]: key, ...rest } = item
        const inner = 'value' in rest && Object.keys(rest).length === 1 ? rest.value : fromEditor(entry, rest)
        return [String(key), inner === '' ? null : inner]
      }),
    )
  }
  if (shape === 'rows' && Array.isArray(value)) return value.filter(isPlainObject).map((row) => fromEditor(s.items!, row[ROWS_KEY] ?? []))
  if (shape === 'const-or-list' && Array.isArray(value)) {
    const consts = (s.anyOf ?? s.oneOf)!.filter((o) => o.const !== undefined).map((o) => o.const)
    return value.length === 1 && consts.includes(value[0] as string) ? value[0] : value
  }
  const b = branch(s, value)
  if (Array.isArray(value)) return value.map((v) => fromEditor(b.items ?? {}, v))
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, b.properties?.[k] ? fromEditor(b.properties[k]!, v) : v]))
  return value
}
