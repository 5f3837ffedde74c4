// Live events in the service's object form, made up in bulk for load and throughput benchmarks:
// many sports, many matches, scores that move a little between two looks.

import { SPORTS } from '../shared/sports';

export const BENCH_SPORTS: readonly string[] = SPORTS.map((sport) => sport.slug);

export interface EventState {
  id: number;
  home: number;
  away: number;
  period: number;
}

/** A live list body ({success, count, events, timezone}) for one sport. */
export function liveListBody(sport: string, states: readonly EventState[], now: number): string {
  const sportIndex = Math.max(0, BENCH_SPORTS.indexOf(sport));
  const events = states.map((state) => ({
    id: state.id,
    slug: `match-${state.id}`,
    homeTeam: {
      id: sportIndex * 100_000 + state.id * 2,
      name: `Home ${state.id}`,
      nameCode: 'HOM',
    },
    awayTeam: {
      id: sportIndex * 100_000 + state.id * 2 + 1,
      name: `Away ${state.id}`,
      nameCode: 'AWY',
    },
    homeScore: { current: state.home, display: state.home, period1: Math.min(state.home, 3) },
    awayScore: { current: state.away, display: state.away, period1: Math.min(state.away, 2) },
    status: {
      code: 6 + state.period,
      description: state.period === 1 ? '1st half' : '2nd half',
      type: 'inprogress',
    },
    tournament: { id: 10 + sportIndex, name: `League ${sportIndex}` },
    season: { name: '2026' },
    startTimestamp: Math.floor(now / 1000) - 3_000,
    time: { currentPeriodStartTimestamp: Math.floor(now / 1000) - 1_200 },
  }));
  return JSON.stringify({
    success: true,
    count: events.length,
    events,
    timezone: { name: 'UTC', source: 'bench', utcOffset: '+00:00' },
  });
}

export function initialStates(sportIndex: number, perSport: number): EventState[] {
  return Array.from({ length: perSport }, (_, index) => ({
    id: 50_000_000 + sportIndex * 10_000 + index,
    home: index % 3,
    away: index % 2,
    period: 1,
  }));
}

/** Moves a few matches on: about one in twenty scores between two looks. */
export function stepStates(states: EventState[], tick: number): void {
  for (let index = tick % 20; index < states.length; index += 20) {
    const state = states[index]!;
    if ((index + tick) % 2 === 0) state.home += 1;
    else state.away += 1;
    if (tick % 40 === 0) state.period = state.period === 1 ? 2 : 1;
  }
}

/**
 * The JSON text of every bench sport's live list at `looks` successive looks (80 events a sport,
 * about one score in twenty moving a look), made before any timing: the service's work is not the
 * engine's.
 */
export function liveListLooks(looks: number, perSport: number, now: number): string[][] {
  const states = BENCH_SPORTS.map((_, index) => initialStates(index, perSport));
  const rounds: string[][] = [];
  for (let round = 0; round < looks; round += 1) {
    states.forEach((sportStates) => stepStates(sportStates, round + 1));
    rounds.push(BENCH_SPORTS.map((sport, index) => liveListBody(sport, states[index]!, now)));
  }
  return rounds;
}
