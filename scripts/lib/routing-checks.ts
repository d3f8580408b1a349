// content/routing.yaml against the rest of content: a route books a meeting type
// of content/booking.yaml with some of that type's hosts (team members of the
// about page), and its conditions name choice questions of the growth-session
// wizard and their option values (never labels). The schema itself refuses a
// list without its default last (schemas/routing.ts).
import type { Content } from '../../schemas/content.ts'
import { teamOf } from './team.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

type PathProblem = { path: (string | number)[]; message: string }

export function routingProblems(content: Pick<Content, 'routing' | 'booking' | 'forms' | 'pages'>): PathProblem[] {
  const problems: PathProblem[] = []
  const team = new Set(teamOf(content.pages).map((m) => m.id))
  const types = content.booking.meetingTypes
  const steps = content.forms.growthSessionForm.steps
  content.routing.routes.forEach((route, i) => {
    const type = types.find((t) => t.id === route.meetingType)
    if (!type)
      problems.push({
        path: ['routes', i, 'meetingType'],
        message: `no meeting type "${route.meetingType}" in content/booking.yaml (known: ${types.map((t) => t.id).join(', ')})`,
      })
    route.hosts?.forEach((host, j) => {
      const path = ['routes', i, 'hosts', j]
      if (!team.has(host))
        problems.push({ path, message: `no team member "${host}" (the team-grid ids on the pages: ${[...team].join(', ')})` })
      else if (type && !type.hosts.includes(host))
        problems.push({
          path,
          message: `"${host}" does not take ${type.id} calls (its hosts in content/booking.yaml: ${type.hosts.join(', ')})`,
        })
    })
    route.when.forEach((c, j) => {
      const step = steps.find((s) => s.field === c.field)
      if (step?.type !== 'choice') {
        const choices = steps.flatMap((s) => (s.type === 'choice' ? [s.field] : []))
        problems.push({
          path: ['routes', i, 'when', j, 'field'],
          message: `"${c.field}" is not a choice question of the wizard (content/forms/growth-session.yaml: ${choices.join(', ')})`,
        })
        return
      }
      const values = step.options.map((o) => o.value)
      c.in.forEach((v, k) => {
        if (!values.includes(v))
          problems.push({
            path: ['routes', i, 'when', j, 'in', k],
            message: `"${v}" is not an option value of "${c.field}" (${values.join(', ')}): name the value, not the label`,
          })
      })
    })
  })
  return problems
}

/** The same, each at its file and line in content/routing.yaml (what check:content prints). */
export function routingFileProblems(
  content: Pick<Content, 'routing' | 'booking' | 'forms' | 'pages'>,
  sources: ReadonlyMap<string, YamlSource>,
): ContentProblem[] {
  const file = [...sources.keys()].find((f) => f.endsWith('routing.yaml')) ?? 'content/routing.yaml'
  const source = sources.get(file)
  return routingProblems(content).map(({ path, message }) => ({
    file,
    ...(source ? source.locate(path) : { line: 1, col: 1 }),
    path: path.join('.'),
    message,
  }))
}
