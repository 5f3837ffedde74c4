// What an evening of browsing costs in requests: against the embedded demo service, a fan opens
// 5 match pages, 2 team pages, 3 player cards, 2 competitions (every tab: table, rounds and a round's fixtures, top scorers and
// statistics, champions), 4 searches across sports, browse by country, and the odds of 3 next
// matches (setting on), through the window's own channels (the app API over the real engine).
// Then the same evening again at once, 4 minutes later and 20 minutes after the first: what each revisit
// costs is what the caches let through (V6 10 min, V5 60 s, a round's fixtures 1 min, ...).
// Live polling of the watched sports runs meanwhile and is not counted: only the pages' paths.
// `npx tsx bench/browse-evening-bench.ts`; also part of `npm run bench`.

import { pathToFileURL } from 'node:url';
import { createAppApi, type AppApi } from '../electron/core/app-api';
import { startTestDemo } from '../test/fixtures/demo-service';
import type { DemoService } from '../electron/demo/demo-service-api';
import { MemoryKeyVault } from '../test/fixtures/memory-key-vault';
import { benchEngine } from './bench-engine';
import { worldClock } from '../test/fixtures/world-clock';
import { machineLine, writeSection } from './bench-report';

/** The paths a page asks (not the live lists, schedules, counts or the socket). */
const PAGE_PATH =
  /\/(match\/\d+|tournament\/\d+\/|v6\/|v5\/|search|api\/v1\/sports|countries|categories\/|teams\/\d+|players\/\d+)/;

type Part = 'matches' | 'teams' | 'players' | 'competitions' | 'searches' | 'browse' | 'odds';
const PARTS: readonly Part[] = [
  'matches',
  'teams',
  'players',
  'competitions',
  'searches',
  'browse',
  'odds',
];

interface Visit {
  label: string;
  byPart: Record<Part, number>;
  total: number;
}

export interface BrowseEveningResult {
  visits: Visit[];
  wallSeconds: number;
}

async function evening(api: AppApi, demo: DemoService): Promise<Record<Part, number>> {
  const pages = () => demo.log.requests().filter((request) => PAGE_PATH.test(request.path)).length;
  const cost: Record<Part, number> = {
    matches: 0,
    teams: 0,
    players: 0,
    competitions: 0,
    searches: 0,
    browse: 0,
    odds: 0,
  };
  const measure = async (part: Part, work: () => Promise<unknown>) => {
    const before = pages();
    await work();
    cost[part] += pages() - before;
  };
  const football = demo.world.matches('football');
  const basketball = demo.world.matches('basketball');
  const opened = [...football.slice(0, 3), ...basketball.slice(0, 2)];
  await measure('matches', async () => {
    for (const match of opened) {
      await api['match:detail']({ sport: match.sport, matchId: match.id });
    }
  });
  const first = opened[0];
  if (!first) throw new Error('the demo world has no match to open');
  const teamPages: Awaited<ReturnType<AppApi['people:team']>>[] = [];
  await measure('teams', async () => {
    teamPages.push(await api['people:team']({ sport: first.sport, teamId: first.homeTeamId }));
    const second = opened[1] ?? first;
    teamPages.push(await api['people:team']({ sport: second.sport, teamId: second.awayTeamId }));
  });
  await measure('players', async () => {
    // Three players of the first team's squad, each card on the tab it opens on (overview).
    for (const player of (teamPages[0]?.squad ?? []).slice(0, 3)) {
      await api['people:player']({ sport: first.sport, playerId: player.id, tab: 'overview' });
    }
  });
  await measure('competitions', async () => {
    for (const name of ['Premier Division', 'Crown Cup']) {
      const found = await api['search:all']({ query: name });
      const hit = found.find((result) => result.type === 'tournament' && result.name === name);
      if (!hit) throw new Error(`the demo has no ${name}`);
      const seasonId = await api['competition:season']({ sport: hit.sport, tournamentId: hit.id });
      if (seasonId === null) throw new Error(`${name} has no season`);
      const ref = { sport: hit.sport, tournamentId: hit.id, seasonId, name };
      await api['competition:tables'](ref);
      const { current } = await api['competition:rounds'](ref);
      await api['competition:round']({ ...ref, round: current ?? 1 });
      await api['competition:leaders'](ref);
      await api['competition:champions'](ref);
    }
  });
  await measure('searches', async () => {
    const someTeam = football[0]?.homeTeamName ?? 'Rovers';
    for (const query of ['Rovers', someTeam, 'City', 'Cup']) await api['search:all']({ query });
  });
  await measure('browse', async () => {
    const countries = await api['browse:countries']({ sport: 'football' });
    const first = countries[0];
    if (first) await api['browse:tournaments']({ sport: 'football', categoryId: first.id });
  });
  await measure('odds', async () => {
    const ahead = football.filter((match) => match.phase === 'scheduled').slice(0, 3);
    for (const match of ahead) {
      await api['match:odds']({ sport: 'football', matchId: match.id });
    }
  });
  return cost;
}

export async function runBrowseEveningBench(): Promise<BrowseEveningResult> {
  const started = performance.now();
  const demo = await startTestDemo({ speed: 1 });
  const bench = benchEngine({
    baseUrl: demo.url,
    apiKey: demo.apiKey,
    // The engine's time is the world's alone: lifetimes are measured on the moves below only.
    clock: worldClock(demo.world, { plusRealTime: false }),
  });
  try {
    await bench.engine.start();
    const api = createAppApi({
      engine: bench.engine,
      vault: new MemoryKeyVault(),
      onRendererReady: () => undefined,
    });
    await api['settings:update']({ showOdds: true });
    const visits: Visit[] = [];
    const visit = async (label: string) => {
      const byPart = await evening(api, demo);
      const total = PARTS.reduce((sum, part) => sum + byPart[part], 0);
      visits.push({ label, byPart, total });
    };
    await visit('first visit');
    await visit('again at once');
    demo.world.advance(4 * 60_000);
    await visit('again 4 min later');
    demo.world.advance(16 * 60_000);
    await visit('again 20 min after the first');
    return { visits, wallSeconds: (performance.now() - started) / 1000 };
  } finally {
    await bench.dispose();
    await demo.close();
  }
}

export function browseEveningMarkdown(result: BrowseEveningResult): string {
  const header = `| | ${PARTS.join(' | ')} | total |`;
  const rule = `|---|${PARTS.map(() => '---:').join('|')}|---:|`;
  const rows = result.visits.map(
    (visit) =>
      `| ${visit.label} | ${PARTS.map((part) => visit.byPart[part]).join(' | ')} | ${visit.total} |`,
  );
  const evening = result.visits.reduce((sum, visit) => sum + visit.total, 0);
  return [
    '## Browsing: what an evening of pages costs in requests (`npx tsx bench/browse-evening-bench.ts`)',
    '',
    machineLine(),
    '',
    'Against the embedded demo service, through the window’s own channels over the real engine: ' +
      '5 match pages (3 football, 2 basketball), 2 team pages, 3 player cards (overview tab) from ' +
      'the first team’s squad, 2 competitions with every tab (table, rounds and ' +
      'the current round’s fixtures, top scorers and statistics, champions), 4 searches across ' +
      'sports, browse by country (countries, one country’s competitions) and the odds of 3 next ' +
      'matches (setting on). The same evening is walked again at once, 4 minutes later and 20 ' +
      'minutes after the first (the demo clock moved on). Requests counted are the pages’ own ' +
      'paths; the live polling that runs meanwhile is not. Player and team pages are in it ' +
      '(opened through the people branch’s channels).',
    '',
    header,
    rule,
    ...rows,
    '',
    `All four walks together: ${evening} requests (wall ${result.wallSeconds.toFixed(1)} s). ` +
      'Of the browse pages, a walk right after another asks nothing; 4 minutes on only what ' +
      'lives a minute (a round’s fixtures, the sportsbook’s odds) is asked again, and one search ' +
      'that is new (the world moved on: another team heads the list and is searched); 20 ' +
      'minutes on the searches (5 min) and the V6 answers (top scorers, statistics, champions: ' +
      '10 min) come again, the rounds, tables, countries and competitions (hours) do not. What ' +
      'team pages and player cards ask again follows the people branch’s lifetimes ' +
      '(docs/quota.md). A match page (match:detail, 6 requests: event, incidents, statistics, ' +
      'line-ups, head-to-head, win probability) is kept 15 s while the match is on and a minute ' +
      'otherwise (electron/core/engine/detail.ts); before 4bf8233 it was asked in full at every ' +
      'visit (the walk right after another cost 30 requests).',
  ].join('\n');
}

export async function browseEveningSection(): Promise<string> {
  return browseEveningMarkdown(await runBrowseEveningBench());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await browseEveningSection();
  writeSection(section);
  process.stdout.write(`${section}\n`);
}
