// content/routing.yaml as `npm run check:content` judges it: the schema refuses a
// list without its default last (schemas/routing.ts), the cross-check refuses a
// route to an unknown meeting type, a host who is no team member or does not
// take that type, a field the wizard does not ask as a choice and an option
// label where its value belongs (scripts/lib/routing-checks.ts). Each broken
// copy is made from the real content, so the test follows content.
import { describe, expect, it } from 'vitest'
import { RoutingSchema, type Routing } from '../../../schemas/routing.ts'
import { poolOf, routeOf } from '../../../schemas/route-of.ts'
import { readFileSync } from 'node:fs'
import { routingFileProblems, routingProblems } from '../../../scripts/lib/routing-checks.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'
import { booking } from '../../../src/generated/booking.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { pages } from '../../../src/generated/pages.ts'
import { routing } from '../../../src/generated/routing.ts'
import { team } from '../../../src/generated/team.ts'

const content = (r: Routing = routing) => ({ routing: r, booking, pages, forms: { growthSessionForm } as never })
const withRoute = (route: Partial<Routing['routes'][number]>): Routing => ({
  ...routing,
  routes: [{ name: 'broken', when: [{ field: choice.field, in: [choice.options[0]!.value] }], meetingType: type.id, ...route }, ...routing.routes],
})
const type = booking.meetingTypes[0]!
const choice = growthSessionForm.steps.find((s) => s.type === 'choice')! as Extract<(typeof growthSessionForm.steps)[number], { type: 'choice' }>
const paths = (r: Routing) => routingProblems(content(r)).map((p) => p.path.join('.'))

describe('check:content on the routes', () => {
  it("content's own routes pass", () => {
    expect(routingProblems(content())).toEqual([])
    expect(RoutingSchema.safeParse(routing).success).toBe(true)
  })

  it('refuses a route to an unknown meeting type', () => {
    const problems = routingProblems(content(withRoute({ meetingType: 'coffee-chat' })))
    expect(problems.map((p) => p.path.join('.'))).toEqual(['routes.0.meetingType'])
    expect(problems[0]!.message).toContain('no meeting type "coffee-chat"')
  })

  it('refuses a host who is no team member, and one who does not take that type', () => {
    const outsider = team.find((m) => !type.hosts.includes(m.id))
    const hosts = ['nobody-here', ...(outsider ? [outsider.id] : [])]
    const problems = routingProblems(content(withRoute({ hosts })))
    expect(problems.map((p) => p.path.join('.'))).toEqual(hosts.map((_, j) => `routes.0.hosts.${j}`))
    expect(problems[0]!.message).toContain('no team member "nobody-here"')
    if (outsider) expect(problems[1]!.message).toContain(`does not take ${type.id} calls`)
  })

  it('refuses a field the wizard does not ask as a choice, and an option label where its value belongs', () => {
    const typed = growthSessionForm.steps.find((s) => s.type !== 'choice')!
    const labelled = choice.options.find((o) => o.label !== o.value)!
    expect(
      paths(
        withRoute({
          when: [
            { field: 'industry', in: ['retail'] },
            { field: typed.field, in: ['x'] },
            { field: choice.field, in: [choice.options[0]!.value, labelled.label] },
          ],
        }),
      ),
    ).toEqual(['routes.0.when.0.field', 'routes.0.when.1.field', 'routes.0.when.2.in.1'])
  })

  it('check:content says it at the file and line of content/routing.yaml', () => {
    const file = 'content/routing.yaml'
    const text = readFileSync(file, 'utf8').replace(/meetingType: \S+/, 'meetingType: coffee-chat')
    const source = parseYamlSource(file, text)
    const problems = routingFileProblems(content(RoutingSchema.parse(source.data)), new Map([[file, source]]))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file, line: text.split('\n').findIndex((l) => l.includes('coffee-chat')) + 1 })
  })

  it('refuses a list without its default last, and a route without conditions before the last', () => {
    const noDefault = { ...routing, routes: routing.routes.slice(0, -1) }
    const r = RoutingSchema.safeParse(noDefault)
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => i.message).join()).toContain('the last route is the default')
    const early = { ...routing, routes: [routing.routes.at(-1)!, ...routing.routes] }
    expect(RoutingSchema.safeParse(early).error!.issues.map((i) => i.path.join('.'))).toEqual(['routes.0.when'])
  })
})

describe('routeOf', () => {
  const routes: Routing['routes'] = [
    { name: 'a', when: [{ field: 'x', in: ['1'] }, { field: 'y', in: ['2', '3'] }], meetingType: 'one', hosts: ['h1'] },
    { name: 'b', when: [{ field: 'x', in: ['1'] }], meetingType: 'two' },
    { name: 'default', when: [], meetingType: 'three' },
  ]
  it('takes the first route whose every condition holds, else the default', () => {
    expect(routeOf({ routes }, { x: '1', y: '3' }).name).toBe('a')
    expect(routeOf({ routes }, { x: '1', y: '4' }).name).toBe('b')
    expect(routeOf({ routes }, { x: ' 1 ' }).name).toBe('b')
    expect(routeOf({ routes }, { x: 1, y: '2' }).name).toBe('default')
    expect(routeOf({ routes }, {}).name).toBe('default')
  })
  it("a route's pool is its hosts, else all of its type's", () => {
    expect(poolOf(routes[0]!, ['h1', 'h2'])).toEqual(['h1'])
    expect(poolOf(routes[1]!, ['h1', 'h2'])).toEqual(['h1', 'h2'])
  })
})
