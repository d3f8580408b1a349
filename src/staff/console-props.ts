// What the prerendered shell hands the console island (data-props): the
// office's zone and locale for times, and the team for owner names, so the
// browser bundle carries no content module but the console's own words.
export interface ConsoleProps {
  locale: string
  officeZone: string
  team: { id: string; name: string }[]
}

export const ownerName = (props: ConsoleProps, id: string | null | undefined) =>
  (id && props.team.find((m) => m.id === id)?.name) || id || ''
