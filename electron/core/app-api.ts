// The request handlers behind every IPC channel of shared/ipc-contract.ts, as plain functions over
// the engine and the key vault. electron/main registers them with ipcMain after validating sender
// and payload; the UI test bridge serves the same functions over a loopback WebSocket, so the
// browser tests exercise exactly what the app runs.

import { PAUSED_UNTIL_RESUMED } from '../../shared/settings';
import type { ParsedRequestOf, RequestChannel, ResponseOf } from '../../shared/ipc-contract';
import { NO_DESKTOP, type DesktopStatus, type OpenLogsResult } from '../../shared/desktop';
import type { CalendarExport } from '../../shared/fansday';
import { problemWords } from '../../shared/problems';
import { calendarWhy } from './fansday/calendar';
import type { Engine } from './engine/api';
import type { FileSaver, KeyVault } from './ports';

export type AppApi = {
  [C in RequestChannel]: (request: ParsedRequestOf<C>) => Promise<ResponseOf<C>>;
};

export interface AppApiDeps {
  engine: Engine;
  vault: KeyVault;
  /** Called on 'app:ready': the renderer is listening, pushes may flow. */
  onRendererReady: () => void;
  /** The engine's clock, so "pause for N minutes" ends when the engine thinks it does. */
  now?: () => number;
  /** The desktop shell's own parts (logs, updates, shortcut); absent in the browser test bridge. */
  desktop?: DesktopActions;
  /** Where an exported file goes (the app: a save dialog); without it nothing can be saved. */
  files?: FileSaver;
  /** The user's IANA time zone, named in the calendar; the system's by default. */
  timeZone?: () => string;
}

const CALENDAR_FILE_NAME = 'scoretray-fixtures.ics';

/** Followed teams' next fixtures, built by the engine and saved through the shell's file port. */
async function exportCalendar(
  engine: Engine,
  files: FileSaver | undefined,
  timeZone: string,
): Promise<CalendarExport> {
  if (!files) return { result: 'failed', words: problemWords('calendarDesktopOnly') };
  try {
    const { ics, events } = await engine.fans.calendar(timeZone);
    if (events === 0) return { result: 'empty' };
    const path = await files.save(ics, CALENDAR_FILE_NAME);
    return path === null ? { result: 'cancelled' } : { result: 'saved', path, events };
  } catch (error) {
    return {
      result: 'failed',
      words: problemWords('calendarNotSaved', { why: calendarWhy(error) }),
    };
  }
}

export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export interface DesktopActions {
  status(): DesktopStatus;
  openLogs(): Promise<OpenLogsResult>;
  restartToUpdate(): boolean;
}

/** The masked form the UI may show: enough to recognise the key, never enough to use it. */
export function maskKey(key: string): string {
  const tail = key.length > 8 ? key.slice(-4) : '';
  return `${'•'.repeat(8)}${tail}`;
}

export function createAppApi({
  engine,
  vault,
  onRendererReady,
  now = Date.now,
  desktop,
  files,
  timeZone = systemTimeZone,
}: AppApiDeps): AppApi {
  return {
    'desktop:status': async () => desktop?.status() ?? NO_DESKTOP,
    'desktop:open-logs': async () =>
      desktop ? desktop.openLogs() : { opened: false, reason: 'Only the desktop app keeps logs' },
    'desktop:restart-to-update': async () => desktop?.restartToUpdate() ?? false,
    'app:ready': async () => onRendererReady(),
    'live:list': async () => engine.live.list(),
    'live:view': async ({ sports }) => engine.live.view(sports),
    'match:detail': ({ sport, matchId }) => engine.details.get(sport, matchId),
    'match:centre': ({ sport, matchId, parts }) => engine.centre.read(sport, matchId, parts),
    'search:run': ({ sport, query }) => engine.browse.search(sport, query),
    'follow:add': async (team) => engine.settings.follow(team),
    'follow:remove': async ({ sport, teamId }) => engine.settings.unfollow(sport, teamId),
    'competition:follow': async (competition) => engine.settings.followCompetition(competition),
    'competition:unfollow': async ({ sport, tournamentId }) =>
      engine.settings.unfollowCompetition(sport, tournamentId),
    'sports:list': () => engine.sports.list(),
    'live:counts': () => engine.live.counts(),
    'watchlist:get': () => engine.fans.watchlist(),
    'day:schedule': ({ sport, from, to }) => engine.fans.schedule(sport, from, to),
    'team:overviews': () => engine.fans.overviews(),
    'competition:tables': (ref) => engine.fans.tables(ref),
    'calendar:export': () => exportCalendar(engine, files, timeZone()),
    'competition:rounds': ({ sport, tournamentId, seasonId }) =>
      engine.browse.rounds(sport, tournamentId, seasonId),
    'competition:round': ({ sport, tournamentId, seasonId, round }) =>
      engine.browse.roundFixtures(sport, tournamentId, seasonId, round),
    'competition:leaders': ({ sport, tournamentId }) => engine.browse.leaders(sport, tournamentId),
    'competition:champions': ({ sport, tournamentId }) =>
      engine.browse.champions(sport, tournamentId),
    'competition:season': ({ sport, tournamentId }) =>
      engine.fans.currentSeason(sport, tournamentId),
    'browse:countries': ({ sport }) => engine.browse.countries(sport),
    'browse:tournaments': ({ sport, categoryId }) => engine.browse.tournaments(sport, categoryId),
    'search:all': ({ query }) =>
      engine.browse.searchAll(query, engine.settings.get().watchedSports),
    // Opt-in: with the setting off nothing is asked of the sportsbook, whoever asks.
    'match:odds': ({ sport, matchId }) =>
      engine.settings.get().showOdds ? engine.browse.odds(sport, matchId) : Promise.resolve(null),
    'people:player': (request) => engine.people.player(request),
    'people:team': ({ sport, teamId }) => engine.people.teamPage(sport, teamId),
    'settings:get': async () => engine.settings.get(),
    'settings:update': async (patch) => engine.settings.update(patch),
    'status:get': async () => engine.status(),
    'alerts:pause': async ({ minutes, untilResumed }) =>
      engine.settings.pauseAlerts(
        untilResumed ? PAUSED_UNTIL_RESUMED : minutes === null ? null : now() + minutes * 60_000,
      ),
    'key:set': async ({ key, acceptObscured }) => {
      const storage = vault.storageKind();
      if (storage === 'obscured' && !acceptObscured) {
        return { result: 'needs-consent', reason: 'no-secret-store' };
      }
      await vault.save(key);
      // The engine's first answer with the new key is its verdict: the window needs no key:test.
      const verdict = await engine.keyChanged();
      return { result: 'saved', masked: maskKey(key), storage, verdict };
    },
    'key:test': async ({ key }) => {
      const candidate = key ?? (await vault.load());
      return candidate ? engine.connection.testKey(candidate) : 'rejected';
    },
    'key:confirm-address': () => engine.confirmServiceAddress(),
    'key:masked': async () => {
      const key = await vault.load();
      return { masked: key ? maskKey(key) : null, storage: key ? vault.storageKind() : 'none' };
    },
    'key:clear': async () => {
      await vault.clear();
      await engine.keyChanged();
    },
  };
}
