// Mounts the React islands a page carries (components/Island.tsx writes them as
// <div data-island="name" data-props="…">). Each page class passes only its own
// islands, so a page loads the code of the islands it has and of no other class.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nextTask } from './next-task.ts'

type IslandLoaders = Record<string, () => Promise<ComponentType<object>>>

export function hydrateIslands(islands: IslandLoaders): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islands[el.dataset.island ?? '']
    if (!load) continue
    const props = JSON.parse(el.dataset.props ?? '{}') as object
    // Evaluating the island's chunk and hydrating it are two tasks, not one long one.
    void load().then(async (Component) => {
      await nextTask()
      hydrateRoot(el, createElement(Component, props))
    })
  }
}
