import { createElement, type ComponentType } from 'react'

/**
 * A React island: rendered to HTML at build time, hydrated in the browser by
 * src/pages/form/+client.ts, which finds it by data-island. Only these mount React.
 */
export function Island<P extends object>({ name, component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {createElement(component, props)}
    </div>
  )
}
