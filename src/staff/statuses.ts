// The pipeline's statuses (content/pipeline.yaml) as the pages name them, in
// pipeline order.
import { pipeline } from '../generated/pipeline.ts'

export interface StatusOption {
  id: string
  label: string
}

export const statuses: StatusOption[] = pipeline.statuses.map((s) => ({ id: s.id, label: s.label }))

export const statusLabel = (id: string) => statuses.find((s) => s.id === id)?.label ?? id
