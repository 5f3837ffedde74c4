// Parse-and-diff throughput: live list bodies as the service sends them (JSON text, 2,000 events
// across 25 sports), read by the same parser as the service client and diffed against the previous
// look, over and over. No network: this is the engine's own cost per event.

import { performance } from 'node:perf_hooks';
import { matchKey, type Match } from '../shared/domain';
import { KnownEvents } from '../electron/core/api/parse/known-events';
import { parseMatchList } from '../electron/core/api/parse/match-list';
import { diffSnapshots } from '../electron/core/live/snapshot-diff';
import { fixed, machineLine } from './bench-report';
import { BENCH_SPORTS, liveListLooks } from './synthetic-events';

const EVENTS_PER_SPORT = 80;
const ROUNDS = 40;
const WARM_UP_ROUNDS = 5;

export interface ThroughputResult {
  events: number;
  rounds: number;
  changesPerRound: number;
  eventsPerSecond: number;
  msPerSnapshot: number;
  /** Of the time per look: reading (JSON.parse and the parser) and diffing. */
  parseMs: number;
  diffMs: number;
}

export function runThroughputBench(): ThroughputResult {
  const now = Date.now();
  const rounds = liveListLooks(WARM_UP_ROUNDS + ROUNDS, EVENTS_PER_SPORT, now);
  // As the service client reads live lists: unchanged events are not validated again.
  const known = new KnownEvents();
  const previous = new Map<string, Map<string, Match>>();
  let parseMs = 0;
  let diffMs = 0;
  const look = (bodies: string[]): number => {
    let changes = 0;
    BENCH_SPORTS.forEach((sport, index) => {
      const readAt = performance.now();
      const parsed = parseMatchList(
        'live list',
        JSON.parse(bodies[index]!),
        { sport, now },
        { events: known, whole: true },
      );
      const diffAt = performance.now();
      const before = previous.get(sport) ?? new Map<string, Match>();
      changes += diffSnapshots(before, parsed.items).length;
      previous.set(
        sport,
        new Map(parsed.items.map((match) => [matchKey(match.sport, match.id), match])),
      );
      parseMs += diffAt - readAt;
      diffMs += performance.now() - diffAt;
    });
    return changes;
  };
  for (const bodies of rounds.slice(0, WARM_UP_ROUNDS)) look(bodies);
  parseMs = 0;
  diffMs = 0;
  let changes = 0;
  const startedAt = performance.now();
  for (const bodies of rounds.slice(WARM_UP_ROUNDS)) changes += look(bodies);
  const elapsedMs = performance.now() - startedAt;
  const events = BENCH_SPORTS.length * EVENTS_PER_SPORT;
  return {
    events,
    rounds: ROUNDS,
    changesPerRound: changes / ROUNDS,
    eventsPerSecond: (events * ROUNDS) / (elapsedMs / 1000),
    msPerSnapshot: elapsedMs / ROUNDS,
    parseMs: parseMs / ROUNDS,
    diffMs: diffMs / ROUNDS,
  };
}

export function throughputMarkdown(result: ThroughputResult): string {
  return [
    '## Engine: parse-and-diff throughput',
    '',
    machineLine(),
    '',
    `${result.rounds} looks at ${result.events} live events across ${BENCH_SPORTS.length} sports: each look is the JSON text of`,
    "every sport's live list, parsed (JSON.parse and the service client's zod parser) and diffed against",
    `the previous look (${fixed(result.changesPerRound, 0)} changes per look). One thread, no network; ${WARM_UP_ROUNDS} looks of`,
    'warm-up are not counted.',
    '',
    '| events per second | time per 2,000-event look | of it: reading | of it: diffing |',
    '|---|---|---|---|',
    `| **${Math.round(result.eventsPerSecond).toLocaleString('en-US')}** | ${fixed(result.msPerSnapshot)} ms | ${fixed(result.parseMs)} ms | ${fixed(result.diffMs)} ms |`,
    '',
  ].join('\n');
}
