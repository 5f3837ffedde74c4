// The headless mode: the engine with files for state, the terminal for alerts, and either the
// embedded demo service or the service named by the flags.

import { join } from 'node:path';
import {
  followedCompetitionSchema,
  followedTeamSchema,
  type Settings,
} from '../../shared/settings';
import { pausedUntil } from '../../shared/alert-pause';
import type { Match } from '../../shared/domain';
import { createEngine } from '../core/engine/engine';
import type { Engine } from '../core/engine/api';
import { keyHeldBack, type KeyHeldBack } from '../core/engine/access';
import { redactDeep } from '../core/secret-redaction';
import { plainStrings } from '../../shared/plain-text';
import { KeyBinding } from '../core/state/key-binding';
import { systemClock, type Clock, type ServiceEndpoint } from '../core/ports';
import { FileDocumentStore } from '../core/state/file-document-store';
import { SettingsStore } from '../core/state/settings-store';
import { demoAccessOf } from '../demo/demo-access';
import { startDemoService } from '../demo/server';
import type { HeadlessConfig } from './args';
import { UsageError } from './flag-values';
import { scaledClock } from './demo-clock';
import {
  notificationLine,
  problemLine,
  readyLine,
  scoreLine,
  statusLine,
  toJson,
  toText,
  type OutputLine,
  type RunWords,
} from './output';
import { defaultStateDir } from './state-dir';
import { writeCalendarFile } from './calendar-file';
import { WatchlistWatch } from './watchlist-lines';
import { GlanceWatch } from './glance-lines';
import { lookAtTables } from './table-lines';
import { lookUp } from './search-lines';
import { lookAtBrowse, lookAtCompetition, lookAtOdds } from './browse-lines';
import { lookAtPlayers, lookAtTeams } from './people-lines';
import { lookAtMatches } from './match-lines';
import { lookAtDays } from './day-lines';
import { FirstLookGate } from './first-look-gate';
import { errorText } from '../../shared/error-text';
import { wordsFor } from '../../shared/i18n';
import { problem, type Problem } from '../../shared/problems';

export interface HeadlessIo {
  out(text: string): void;
  err(text: string): void;
}

export interface HeadlessRun {
  engine: Engine;
  stateDir: string;
  /**
   * Settles once the engine has had its first look (or could not start: an error line says so).
   * stop() may come at any time before: the first look is then given up.
   */
  started: Promise<void>;
  /** Saves the state and lets go of everything; never waits on the service. */
  stop(): Promise<void>;
  /** With --export-calendar: settles with the exit code once the file is written (or could not be). */
  finished: Promise<number> | null;
}

const DEFAULT_POLL_INTERVAL_MS = 10_000;

/** Starts the run and hands it back at once, so that a stop can reach it during the first look. */
export async function runHeadless(config: HeadlessConfig, io: HeadlessIo): Promise<HeadlessRun> {
  const stateDir = config.stateDir ?? defaultStateDir();
  // The key is never printed, also when the service echoes it back in an error or a message.
  const secrets = () => [config.apiKey];
  const output = new HeldOutput((raw) => {
    // Second net behind the parsers: state saved by an older version, and words of any origin, never
    // reach the terminal with a control character in them, in JSON (C1, bidi) or in text.
    const line = plainStrings(redactDeep(raw, secrets));
    const text = config.json ? toJson(line) : toText(line, runWords());
    if (!config.json && line.type === 'error') return () => io.err(text);
    return () => io.out(text);
  });

  const store = new FileDocumentStore(stateDir);
  // Problems are worded in the run's language, as its notifications are: --language, else the
  // settings' choice (the system's while the settings are still being read).
  let savedLanguage: string | null = null;
  const runWords = (): RunWords =>
    wordsFor(config.language ?? savedLanguage, config.systemLanguages);
  const words = () => runWords().t;
  const tell = (reported: Problem) => output.send(problemLine(reported, words()));
  // Read once, before the engine: damaged settings are set aside here, so this is where it is told.
  const saved = new SettingsStore(store, { onProblem: tell }).get();
  savedLanguage = saved.language;
  const heldBack = keyHeldBackFromSaved(config, saved.service, store);
  if (heldBack) tell({ words: heldBack.words, detail: null });
  const demo =
    config.demo || heldBack
      ? await startDemoService({ speed: config.speed, seed: config.seed ?? undefined })
      : null;
  try {
    if (!demo) checkKeyedRun(config, saved.service);
    const clock: Clock = demo ? scaledClock(() => demo.world.now(), config.speed) : systemClock;
    const speed = demo ? config.speed : 1;
    const follows = config.follows.map((flag) =>
      followedTeamSchema.parse({
        sport: flag.sport,
        teamId: flag.teamId,
        name: `${flag.sport} team ${flag.teamId}`,
      }),
    );
    const competitions = config.followTournaments.map((flag) =>
      followedCompetitionSchema.parse({
        sport: flag.sport,
        tournamentId: flag.tournamentId,
        name: `${flag.sport} tournament ${flag.tournamentId}`,
      }),
    );
    const hasStoredFollows = saved.follows.length > 0 || saved.competitions.length > 0;
    const demoAccess = demo ? demoAccessOf(demo) : null;
    // The engine applies the suggestions itself while nothing is followed; this only says so.
    const followsNothing = follows.length === 0 && competitions.length === 0 && !hasStoredFollows;
    const suggested = followsNothing ? (demoAccess?.suggestedFollows ?? []) : [];
    if (suggested.length > 0 && !config.json) {
      const teams = suggested.map((team) => team.name).join(', ');
      io.out(words()('terminal.demoFollowing', { teams }));
    }

    const engine = createEngine(
      {
        clock,
        store,
        files: { imageCacheDir: join(stateDir, 'images') },
        // An alert's line is formed first and printed right after the engine marks it as shown.
        notifier: {
          prepare: (alert) => output.prepare(notificationLine(alert)),
          notify: (alert) => output.send(notificationLine(alert)),
          update: (alert) => output.send(notificationLine(alert, true)),
        },
        keys: { current: () => (demo ? null : config.apiKey) },
        // The demo was started above (its clock drives the engine's); the engine only asks for it.
        demo: demoAccess ? { start: async () => demoAccess, stop: () => undefined } : undefined,
        // The terminal's language (LC_ALL, LC_MESSAGES, LANG) for alerts while the setting is 'system'.
        systemLanguages: () => config.systemLanguages,
        // The engine's own error log lines (a listener or the image cache failing) are no problem a
        // person can act on: said as "a part failed, the rest runs on" in the run's language, the
        // English log line beside it as the technical detail.
        log: (level, message) => {
          if (level === 'error') tell(problem('partFailed', {}, message));
        },
      },
      {
        service: demo ? undefined : runAddress(config),
        sessionFollows: follows,
        sessionCompetitions: competitions,
        alertOverrides: alertOverrides(config),
        transportClock: systemClock,
        live: {
          pinnedSports: config.sports,
          // The interval is given in real milliseconds; the demo's clock runs `speed` times faster.
          minPollIntervalMs: (config.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS) * speed,
        },
      },
    );
    applyPause(engine, config, clock.now());
    wireOutput(engine, output, clock, tell, runWords);
    if (!config.json && config.sports.length > 0) {
      wireWatchedSports(engine, new Set(config.sports), (match) =>
        output.text(`  · ${toText(scoreLine(match, clock.now()), runWords())}`),
      );
    }
    const gate = new FirstLookGate(engine.start(), (error) => {
      output.release();
      tell(problem('engineNotStarted', {}, errorText(error)));
    });
    const started = gate.settled();
    if (config.sportCounts) {
      void gate
        .after(async () => {
          const { source, counts } = await engine.live.counts();
          output.send({ type: 'counts', source, counts });
        })
        .catch((error: unknown) => tell(problem('countsFailed', {}, errorText(error))));
    }
    if (config.tables.length > 0) {
      void gate.after(() => lookAtTables(engine, config.tables, (line) => output.send(line), tell));
    }
    for (const query of config.searches) {
      void gate.after(() => lookUp(engine, query, (line) => output.send(line), tell));
    }
    for (const flag of config.competitions) {
      void gate.after(() => lookAtCompetition(engine, flag, (line) => output.send(line), tell));
    }
    for (const flag of config.browses) {
      void gate.after(() => lookAtBrowse(engine, flag, (line) => output.send(line), tell));
    }
    for (const flag of config.odds) {
      void gate.after(() => lookAtOdds(engine, flag, (line) => output.send(line), tell));
    }
    if (config.players.length > 0) {
      void gate.after(() =>
        lookAtPlayers(engine, config.players, (line) => output.send(line), tell),
      );
    }
    if (config.teams.length > 0) {
      void gate.after(() => lookAtTeams(engine, config.teams, (line) => output.send(line), tell));
    }
    if (config.matches.length > 0) {
      void gate.after(() =>
        lookAtMatches(
          engine,
          config.matches,
          () => clock.now(),
          (line) => output.send(line),
          tell,
        ),
      );
    }
    if (config.days.length > 0) {
      void gate.after(() =>
        lookAtDays(engine, config.days, clock.now(), (line) => output.send(line), tell),
      );
    }
    const watchlist = config.watchlist
      ? new WatchlistWatch({
          engine,
          clock,
          send: (line) => output.send(line),
          words,
          failed: (error) => tell(problem('watchlistFailed', {}, errorText(error))),
        })
      : null;
    if (watchlist) void gate.after(() => watchlist.look());
    const glance = config.glance
      ? new GlanceWatch({ engine, clock, send: (line) => output.send(line), words })
      : null;
    if (glance) void gate.after(() => glance.start());
    const file = config.exportCalendar;
    const finished =
      file === null
        ? null
        : gate
            .after(() => writeCalendarFile(engine, file, words()))
            .then((line) => {
              // No file after a failed start (its error line says why) or a stop.
              if (line === undefined) return 1;
              output.send(line);
              return line.type === 'calendar' ? 0 : 1;
            });
    return {
      engine,
      stateDir,
      started,
      finished,
      stop: async () => {
        gate.stop();
        watchlist?.stop();
        glance?.stop();
        await engine.stop();
        await demo?.close();
      },
    };
  } catch (error) {
    await demo?.close();
    throw error;
  }
}

/** `ready` is always the first line: what happens during the first look follows right after it. */
class HeldOutput {
  private held: OutputLine[] | null = [];

  /** `form` makes the line's text and returns its printing, a single write. */
  constructor(private readonly form: (line: OutputLine) => () => void) {}

  send(line: OutputLine): void {
    this.prepare(line)();
  }

  /** The line formed now, printed (or held until `ready`) when the returned call is made. */
  prepare(line: OutputLine): () => void {
    if (this.held === null) return this.form(line);
    return () => {
      if (this.held) this.held.push(line);
      else this.form(line)();
    };
  }

  /** A ticker line beyond the contract's types (text mode only), held like the others. */
  text(text: string): void {
    this.send({ type: 'text', text });
  }

  ready(line: OutputLine): void {
    this.form(line)();
    this.release();
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    // Of the statuses passed through while starting, only the latest still says something.
    const lastStatus = waiting.findLast((line) => line.type === 'status');
    for (const line of waiting) {
      if (line.type !== 'status' || line === lastStatus) this.form(line)();
    }
  }
}

/** --pause-alerts and --resume-alerts: saved in the settings, as the window's pause is. */
function applyPause(engine: Engine, config: HeadlessConfig, now: number): void {
  if (config.pauseAlerts !== null)
    engine.settings.pauseAlerts(pausedUntil(config.pauseAlerts, now));
  else if (config.resumeAlerts) engine.settings.pauseAlerts(null);
}

function wireOutput(
  engine: Engine,
  output: HeldOutput,
  clock: Clock,
  tell: (reported: Problem) => void,
  words: () => RunWords,
): void {
  let lastStatus = '';
  engine.on('ready', (ready) =>
    output.ready(readyLine(ready, engine.settings.get().alertsPausedUntil, clock.now())),
  );
  engine.on('score', (match) => output.send(scoreLine(match, clock.now())));
  engine.on('problem', tell);
  engine.on('status', (status) => {
    const line = statusLine(status, words());
    // Quota counters change with every request; a line is worth printing when the state does.
    const key = JSON.stringify(line);
    if (key === lastStatus) return;
    lastStatus = key;
    output.send(line);
  });
}

/**
 * Text mode only: goals in any match of the sports named with --sport, not just followed ones, as
 * quieter lines. The NDJSON contract keeps `score` for followed matches.
 */
function wireWatchedSports(
  engine: Engine,
  sports: ReadonlySet<string>,
  print: (match: Match) => void,
): void {
  engine.on('changes', (changes) => {
    for (const change of changes) {
      if (change.kind !== 'score' || !sports.has(change.match.sport)) continue;
      // A followed match (stored, --follow, --follow-tournament or the demo's suggestions) already
      // has its `score` line.
      if (engine.runSettings.follows().isFollowedMatch(change.match)) continue;
      print(change.match);
    }
  });
}

function alertOverrides(config: HeadlessConfig) {
  return {
    ...(config.remindBeforeMinutes === null
      ? {}
      : { remindBeforeMinutes: config.remindBeforeMinutes }),
    ...(config.lineupAlerts === null ? {} : { lineupAlerts: config.lineupAlerts }),
    ...(config.language === null ? {} : { language: config.language }),
  };
}

/** The address named on the command line, for this run only; null: the settings' address. */
function runAddress(config: HeadlessConfig): ServiceEndpoint | undefined {
  if (config.baseUrl === null) return undefined;
  return { addressForm: config.addressForm ?? 'path', baseUrl: config.baseUrl };
}

/**
 * A key goes to the settings' address only once confirmed for it (the app's dialog, or a run that
 * named it with --base-url): an address edited on disk does not get it. Null when it may go.
 */
function keyHeldBackFromSaved(
  config: HeadlessConfig,
  saved: Settings['service'],
  store: FileDocumentStore,
): KeyHeldBack | null {
  if (config.demo || config.apiKey === null || config.baseUrl !== null) return null;
  return keyHeldBack(config.apiKey, saved, new KeyBinding(store), false, 'run');
}

function checkKeyedRun(config: HeadlessConfig, saved: Settings['service']): void {
  if (!config.baseUrl && !saved.baseUrl) {
    throw new UsageError('a key needs the service address: pass --base-url URL');
  }
}
