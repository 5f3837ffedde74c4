// Parse-and-diff in CPU time, one harness for any checkout: the live lists of bench/synthetic-events
// (2,000 events across 25 sports, one score in twenty moving a look) read by THAT checkout's parser,
// cache of known events and diff, as its service client reads live lists, with the JSON.parse of
// the same bodies timed in the same process (the floor). CPU time of the thread, not wall time, so a
// loaded machine's waiting counts in neither. bench/side-by-side.ts calls runThroughputCpu(root) in
// a process started in that checkout; the wall-time figure is each checkout's bench/throughput-bench.ts.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_SPORTS, liveListLooks } from './synthetic-events';

const EVENTS_PER_SPORT = 80;
const ROUNDS = 40;
const WARM_UP_ROUNDS = 5;

interface Parsed {
  items: { sport: string; id: number | string }[];
}

/** What the harness needs of a checkout; the signatures it has had since the cache of known events. */
interface Reader {
  parseMatchList(
    label: string,
    json: unknown,
    context: { sport: string; now: number },
    options: { events: unknown; whole: boolean },
  ): Parsed;
  diffSnapshots(before: Map<string, unknown>, after: readonly unknown[]): unknown[];
  matchKey(sport: string, id: number | string): string;
  KnownEvents: new () => unknown;
}

async function readerOf(root: string): Promise<Reader> {
  const load = (path: string) =>
    import(pathToFileURL(join(root, path)).href) as Promise<Record<string, unknown>>;
  const [list, diff, domain, known] = await Promise.all([
    load('electron/core/api/parse/match-list.ts'),
    load('electron/core/live/snapshot-diff.ts'),
    load('shared/domain.ts'),
    load('electron/core/api/parse/known-events.ts'),
  ]);
  return {
    parseMatchList: list.parseMatchList as Reader['parseMatchList'],
    diffSnapshots: diff.diffSnapshots as Reader['diffSnapshots'],
    matchKey: domain.matchKey as Reader['matchKey'],
    KnownEvents: known.KnownEvents as Reader['KnownEvents'],
  };
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

export interface ThroughputCpuResult {
  eventsPerCpuSecond: number;
  jsonParseEventsPerCpuSecond: number;
  /** Parse and diff against JSON.parse alone, in CPU time. */
  overJsonParse: number;
  cpuMsPerLook: number;
  changesPerLook: number;
}

export async function runThroughputCpu(root: string): Promise<ThroughputCpuResult> {
  const reader = await readerOf(root);
  const now = Date.now();
  const rounds = liveListLooks(WARM_UP_ROUNDS + ROUNDS, EVENTS_PER_SPORT, now);
  const known = new reader.KnownEvents();
  const previous = new Map<string, Map<string, unknown>>();
  const look = (bodies: string[]): number => {
    let changes = 0;
    BENCH_SPORTS.forEach((sport, index) => {
      const parsed = reader.parseMatchList(
        'live list',
        JSON.parse(bodies[index]!),
        { sport, now },
        { events: known, whole: true },
      );
      changes += reader.diffSnapshots(previous.get(sport) ?? new Map(), parsed.items).length;
      previous.set(
        sport,
        new Map(parsed.items.map((match) => [reader.matchKey(match.sport, match.id), match])),
      );
    });
    return changes;
  };
  for (const bodies of rounds.slice(0, WARM_UP_ROUNDS)) look(bodies);
  let changes = 0;
  const readAt = process.cpuUsage();
  for (const bodies of rounds.slice(WARM_UP_ROUNDS)) changes += look(bodies);
  const readMs = cpuMs(readAt);
  const parseAt = process.cpuUsage();
  for (const bodies of rounds.slice(WARM_UP_ROUNDS)) for (const body of bodies) JSON.parse(body);
  const parseMs = cpuMs(parseAt);
  const events = BENCH_SPORTS.length * EVENTS_PER_SPORT * ROUNDS;
  return {
    eventsPerCpuSecond: events / (readMs / 1000),
    jsonParseEventsPerCpuSecond: events / (parseMs / 1000),
    overJsonParse: readMs / parseMs,
    cpuMsPerLook: readMs / ROUNDS,
    changesPerLook: changes / ROUNDS,
  };
}
