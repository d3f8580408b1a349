// The contact form on /contact. Which fields it has, their kinds, order,
// words, options and messages come from content/forms/contact.yaml; the rules are the ones the
// function applies (schemas/lead.ts). A failed send keeps every answer, and
// so does a reload (draft in localStorage): use-contact-form.ts.
import type { ContactForm as ContactFormDef } from '../../schemas/forms.ts'
import type { ContactField } from '../../schemas/lead.ts'
import { contactForm } from '../generated/forms.ts'
import { Toaster } from '../components/Toast.tsx'
import { Field, Honeypot, Select, TextArea, TextInput } from './fields.tsx'
import { contactFieldId, useContactForm } from './use-contact-form.ts'

export function ContactForm({
  form = contactForm,
  endpoint = '/api/contact',
  idPrefix = 'contact',
}: {
  form?: ContactFormDef
  endpoint?: string
  idPrefix?: string
}) {
  const { fields, values, errors, status, ready, honeypot, formRef, toasts, set, blur, submit } = useContactForm(form, endpoint, idPrefix)
  return (
    <div className="relative">
      {form.heading && <h2 className="mb-2 text-2xl font-bold text-ink-900">{form.heading}</h2>}
      {form.intro && <p className="mb-6 text-ink-600">{form.intro}</p>}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="grid gap-5 sm:grid-cols-2"
        aria-busy={status !== 'idle'}
        data-ready={ready || undefined}
        data-form="contact"
      >
        {fields.map((field) => (
          <ContactFieldControl
            key={field.name}
            field={field}
            id={contactFieldId(idPrefix, field.name)}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={set(field)}
            onBlur={blur(field)}
          />
        ))}
        <Honeypot inputRef={honeypot} />
        <div className="sm:col-span-2">
          {/* Disabled until hydrated: a native submit would put the answers in the URL. */}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!ready || status !== 'idle'}>
            {status === 'idle' ? form.submitLabel : form.submittingLabel}
          </button>
          {form.privacyNote && <p className="mt-3 text-sm text-ink-500">{form.privacyNote}</p>}
        </div>
      </form>
      <Toaster toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  )
}

/** One labelled field, the input its kind calls for. */
function ContactFieldControl({
  field,
  id,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: ContactField
  id: string
  value: string
  error: string | undefined
  onChange: (v: string) => void
  onBlur: () => void
}) {
  const { def, name } = field
  const required = !!def.required
  const control = { id, name, value, onChange, onBlur, placeholder: def.placeholder, required, error }
  return (
    <Field id={id} label={def.label} required={required} error={error} className={def.width === 'full' ? 'sm:col-span-2' : ''}>
      {field.kind === 'select' ? (
        <Select {...control} options={field.def.options} />
      ) : field.kind === 'textarea' ? (
        <TextArea {...control} maxLength={field.def.maxLength} rows={field.def.rows} />
      ) : (
        <TextInput
          {...control}
          type={field.kind === 'name' ? 'text' : field.kind}
          autoComplete={field.autoComplete}
          maxLength={field.def.maxLength}
        />
      )}
    </Field>
  )
}
