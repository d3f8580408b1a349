import { afterEach, describe, expect, it } from 'vitest'
import { inTurn, nextTask } from '../../../src/enhance/next-task.ts'

describe('inTurn: each job in a task of its own, in order', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler
  })

  it('runs nothing in the calling task, then every job in order, with other tasks between them', async () => {
    const seen: string[] = []
    const done = inTurn(['a', 'b', 'c'].map((name) => () => void seen.push(name)))
    seen.push('caller')
    // A task queued now runs between the first job and the second: the jobs do not share one task.
    setTimeout(() => seen.push('other task'), 0)
    await done
    expect(seen[0]).toBe('caller')
    expect(seen.filter((s) => s.length === 1)).toEqual(['a', 'b', 'c'])
    expect(seen.indexOf('other task')).toBeGreaterThan(seen.indexOf('a'))
    expect(seen.indexOf('other task')).toBeLessThan(seen.indexOf('c'))
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    let yields = 0
    ;(globalThis as { scheduler?: unknown }).scheduler = {
      yield() {
        yields++
        return Promise.resolve()
      },
    }
    await nextTask()
    await inTurn([() => {}, () => {}])
    expect(yields).toBe(3)
  })
})
