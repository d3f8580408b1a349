// The round robin: of the hosts free at a time, who is offered a booking
// first. Each host's bookings that office week are divided by their weight
// (content/booking.yaml hosts[].weight, 1 when left out): the host furthest
// behind their share goes first, so over a week a host with weight 2 takes
// twice the calls of one with weight 1. Ties go to the heavier host, then to content order (the free list's
// order). Pure: endpoints/assign-host.ts counts the week's bookings.
import type { BookingSettings } from '../../../schemas/booking-settings.ts'

/** A host's weight in the settings: 1 unless given. */
export const hostWeight = (settings: Pick<BookingSettings, 'hosts'>, host: string): number =>
  settings.hosts.find((h) => h.id === host)?.weight ?? 1

/**
 * `free` in the order to offer them a booking, given each host's bookings that week and their weight: the
 * host furthest behind their weighted share of the next booking first (weight × (bookings + 1) / total
 * weight, less what they have), so every host stays within one booking of their exact share (a host
 * merely "lowest bookings per weight" first drifted 1.5 off with weights 1, 1, 5, 1 over 100).
 */
export function roundRobinOrder(free: readonly string[], load: ReadonlyMap<string, number>, weight: (host: string) => number): string[] {
  const total = free.reduce((sum, h) => sum + weight(h), 0)
  const next = free.reduce((sum, h) => sum + (load.get(h) ?? 0), 0) + 1
  const behind = (h: string) => (weight(h) * next) / total - (load.get(h) ?? 0)
  // Array.prototype.sort is stable: hosts equal on both keep content order.
  return [...free].sort((a, b) => behind(b) - behind(a) || weight(b) - weight(a))
}
