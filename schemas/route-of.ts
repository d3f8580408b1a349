// The route of a wizard's answers (content/routing.yaml, schemas/routing.ts):
// pure and without zod, so the wizard's page and the functions share it.
import type { Route, Routing } from './routing.ts'

/** A choice answer as the route compares it (a stored answer is a string; anything else matches nothing). */
const answerOf = (answers: Readonly<Record<string, unknown>>, field: string) => {
  const v = answers[field]
  return typeof v === 'string' ? v.trim() : ''
}

/** The route of a wizard's answers: the first whose every condition holds, else the last (the default). */
export function routeOf(routing: Pick<Routing, 'routes'>, answers: Readonly<Record<string, unknown>>): Route {
  const hit = routing.routes.find((r) => r.when.every((c) => c.in.includes(answerOf(answers, c.field))))
  return hit ?? routing.routes[routing.routes.length - 1]!
}

/** The route's hosts: its pool, else every host of its meeting type. */
export const poolOf = (route: Route, typeHosts: readonly string[]): string[] => (route.hosts?.length ? [...route.hosts] : [...typeHosts])
