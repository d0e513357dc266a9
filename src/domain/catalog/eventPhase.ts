export type EventPhase = 'upcoming' | 'running' | 'ended';

/** Where an event stands at `now` (epoch ms): not started, running (ends inclusive), or over. */
export function eventPhase(event: { startsAt: number; endsAt: number }, now: number): EventPhase {
  if (now < event.startsAt) return 'upcoming';
  return now <= event.endsAt ? 'running' : 'ended';
}
