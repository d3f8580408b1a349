import { createElement, type ComponentType } from 'react'

/**
 * A React island: rendered to HTML at build time, hydrated in the browser by
 * src/pages/form/+client.ts (lead forms) or src/pages/booking/+client.ts
 * (booking), which find it by data-island. Only these mount React.
 */
export function Island<P extends object>({ name, component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {createElement(component, props)}
    </div>
  )
}
