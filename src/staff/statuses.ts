// The pipeline's statuses (content/pipeline.yaml, wt-staffapi) as the pages
// name them. Until that content is merged the pages show the status ids the
// API answers with.
export interface StatusOption {
  id: string
  label: string
}

export const statuses: StatusOption[] = []

export const statusLabel = (id: string) => statuses.find((s) => s.id === id)?.label ?? id
