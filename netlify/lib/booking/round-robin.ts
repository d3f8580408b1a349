// The round robin: of the hosts free at a time, who is offered a booking
// first. Each host's bookings that office week are divided by their weight
// (content/booking.yaml hosts[].weight, 1 when left out), and the lowest goes
// first, so over a week a host with weight 2 takes twice the calls of one with
// weight 1. Ties go to the heavier host, then to content order (the free list's
// order). Pure: endpoints/assign-host.ts counts the week's bookings.
import type { BookingSettings } from '../../../schemas/booking-settings.ts'

/** A host's weight in the settings: 1 unless given. */
export const hostWeight = (settings: Pick<BookingSettings, 'hosts'>, host: string): number =>
  settings.hosts.find((h) => h.id === host)?.weight ?? 1

/** `free` in the order to offer them a booking, given each host's bookings that week and their weight. */
export function roundRobinOrder(free: readonly string[], load: ReadonlyMap<string, number>, weight: (host: string) => number): string[] {
  const share = (h: string) => (load.get(h) ?? 0) / weight(h)
  // Array.prototype.sort is stable: hosts equal on both keep content order.
  return [...free].sort((a, b) => share(a) - share(b) || weight(b) - weight(a))
}
