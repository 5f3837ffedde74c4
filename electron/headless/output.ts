// The headless mode's output lines. With --json every line is one object with a `type` (the NDJSON
// contract of DESIGN.md); without it, a ticker a person reads. Both are built from the same events.

import {
  readableScore,
  type AccountStatus,
  type Alert,
  type Match,
  type SportCounts,
  type SportLiveCount,
} from '../../shared/domain';
import type { Outcome } from '../../shared/fansday';
import { PAUSED_UNTIL_RESUMED } from '../../shared/settings';
import type { EngineReady } from '../core/engine/api';
import type { TFunction } from '../../shared/i18n';
import { problemText, type Problem } from '../../shared/problems';
import { matchClock } from '../../shared/match-clock';
import { statusSentence } from '../../shared/status-words';
import { tableText, type TableLine } from './table-lines';
import { playerText, teamText, type PlayerLine, type TeamLine } from './people-lines';
import { matchText, type MatchLine } from './match-lines';
import { dayText, type DayLine } from './day-lines';
import type { GlanceLine } from './glance-lines';
import { searchText, type SearchLine } from './search-lines';
import { browseText, type BrowseLine, type CompetitionLine, type OddsLine } from './browse-lines';

/** The run's language: its words, and the Intl locale its times are written in. */
export interface RunWords {
  t: TFunction;
  locale: string;
}

/** A match of the watchlist's answers, from the followed team's side. */
interface WatchlistMatch {
  matchId: number;
  opponent: { id: number; name: string };
  /** Whether the followed team is the home side. */
  home: boolean;
  competition: string;
}

/**
 * --watchlist: one followed team's answers. Each part the service does not tell is null (form:
 * empty), the window's "not available"; `name` is null when no match or setting names the team.
 */
export interface WatchlistLine {
  type: 'watchlist';
  sport: string;
  team: { id: number; name: string | null };
  /** kickoff: ISO time (UTC), null when the service gives none; channels: null when not known. */
  next: (WatchlistMatch & { kickoff: string | null; channels: string[] | null }) | null;
  last:
    | (WatchlistMatch & { score: { home: number | null; away: number | null }; outcome: Outcome })
    | null;
  /** The last (up to) five outcomes, newest first. */
  form: Outcome[];
  /** text: "3rd · 34 pts" in the run's language; points null when the table has none. */
  table: {
    competition: { name: string; tournamentId: number; seasonId: number };
    position: number;
    points: number | null;
    text: string;
  } | null;
}

/** Until when alerts are paused: an ISO time, 'until-resumed', or null while they are not. */
type PausedUntil = string | null;

export type OutputLine =
  | {
      type: 'ready';
      sports: string[];
      transports: Record<string, string>;
      alertsPausedUntil: PausedUntil;
    }
  | {
      type: 'score';
      sport: string;
      matchId: number;
      home: { id: number; name: string };
      away: { id: number; name: string };
      score: { home: number | null; away: number | null };
      status: string;
      statusText: string;
      /** The label the window shows for the match ("67'", "Q3 0:29", "HT", "FT"); null when none. */
      clock: string | null;
    }
  /**
   * id: the alert's, the same on its update; update: true on the second line of an alert shown
   * already, with better words (a goal's scorer); covers: a budget summary's alerts, by id;
   * scorer: a goal's scorer with his id, when the service names him (--player SPORT:ID shows him).
   */
  | {
      type: 'notification';
      id: string;
      update?: true;
      covers?: string[];
      scorer?: { id: number; name: string };
      kind: string;
      sport: string;
      matchId: number;
      teamId: number;
      score: { home: number | null; away: number | null };
      title: string;
      body: string;
    }
  /** message: what it means, in the run's language; detail: the technical reason, for logs. */
  | {
      type: 'status';
      state: AccountStatus['state'];
      resetAt?: string;
      message: string | null;
      detail: string | null;
    }
  /** message: in the run's language; detail: the technical reason, in English, when there is one. */
  | { type: 'error'; message: string; detail?: string }
  /** --export-calendar: the file written and how many fixtures it holds. */
  | { type: 'calendar'; file: string; events: number }
  /** --sport-counts: what the window's sport switcher shows, once after the first look. */
  | { type: 'counts'; source: SportCounts['source']; counts: SportLiveCount[] }
  | WatchlistLine
  /** --table: one asked competition's table(s) and bracket, once after the first look. */
  | TableLine
  /** --player and --team: one asked player's card or team's page, once after the first look. */
  | PlayerLine
  | TeamLine
  /** --match: one match's page, once after the first look. */
  | MatchLine
  /** --day: one sport's matches of a local day, as the window's day list, once after the first look. */
  | DayLine
  /** --glance: the followed live match the tray shows and the others, whenever that changes. */
  | GlanceLine
  /** --search: the window's search across sports, once after the first look. */
  | SearchLine
  /** --competition, --browse, --odds: the competition page's tabs, browse by country, odds. */
  | CompetitionLine
  | BrowseLine
  | OddsLine
  /** Text mode only: a line outside the NDJSON contract. */
  | { type: 'text'; text: string };

/** `pausedUntil` is the settings' alertsPausedUntil, `now` the engine's time (a past pause is none). */
export function readyLine(ready: EngineReady, pausedUntil: number | null, now: number): OutputLine {
  return {
    type: 'ready',
    sports: [...ready.sports],
    transports: { ...ready.transports },
    alertsPausedUntil: pauseText(pausedUntil, now),
  };
}

function pauseText(pausedUntil: number | null, now: number): PausedUntil {
  if (pausedUntil === null || pausedUntil <= now) return null;
  return pausedUntil >= PAUSED_UNTIL_RESUMED
    ? 'until-resumed'
    : new Date(pausedUntil).toISOString();
}

/** `now`: the engine's clock, so the label runs on as the window's does. */
export function scoreLine(match: Match, now: number): OutputLine {
  return {
    type: 'score',
    sport: match.sport,
    matchId: match.id,
    home: { id: match.home.id, name: match.home.name },
    away: { id: match.away.id, name: match.away.name },
    score: readableScore(match),
    status: match.status.phase,
    statusText: match.status.text,
    clock: matchClock(match, now) || null,
  };
}

export function notificationLine(alert: Alert, update = false): OutputLine {
  return {
    type: 'notification',
    id: alert.id,
    ...(update ? { update: true as const } : {}),
    ...(alert.covers ? { covers: [...alert.covers] } : {}),
    ...(alert.scorer ? { scorer: { ...alert.scorer } } : {}),
    kind: alert.kind,
    sport: alert.sport,
    matchId: alert.matchId,
    teamId: alert.teamId,
    score: { ...alert.score },
    title: alert.title,
    body: alert.body,
  };
}

export function statusLine(status: AccountStatus, words: RunWords): OutputLine {
  const message = statusSentence(status, words.t, (epochMs) => timeOfDay(epochMs, words.locale));
  const line: OutputLine = {
    type: 'status',
    state: status.state,
    message,
    detail: status.detail,
  };
  if (status.state === 'quota-exhausted' && status.resetAt !== null) {
    line.resetAt = new Date(status.resetAt).toISOString();
  }
  return line;
}

export function errorLine(message: string, detail?: string | null): OutputLine {
  return detail ? { type: 'error', message, detail } : { type: 'error', message };
}

/** A problem worded in the run's language (`t`), its technical reason beside it. */
export function problemLine(reported: Problem, t: TFunction): OutputLine {
  return errorLine(problemText(reported.words, t), reported.detail);
}

export function toJson(line: OutputLine): string {
  return JSON.stringify(line);
}

function timeOfDay(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(epochMs);
}

/** An ISO time as the run's language writes a date and time, in local time. */
function localTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    Date.parse(iso),
  );
}

/** The same line for a person, in the run's language: one row of a ticker. */
export function toText(line: OutputLine, words: RunWords): string {
  const { t, locale } = words;
  switch (line.type) {
    case 'ready': {
      const watched = Object.entries(line.transports)
        .map(([sport, transport]) => `${sport} (${transport})`)
        .join(', ');
      const paused =
        line.alertsPausedUntil === null
          ? ''
          : line.alertsPausedUntil === 'until-resumed'
            ? ` · ${t('terminal.pausedUntilResumed')}`
            : ` · ${t('terminal.pausedUntil', { time: localTime(line.alertsPausedUntil, locale) })}`;
      const watching = watched
        ? t('terminal.watching', { sports: watched })
        : t('terminal.watchingNothing');
      return `${watching}${paused}`;
    }
    case 'score': {
      const score = `${line.score.home ?? '-'}–${line.score.away ?? '-'}`;
      return `[${line.sport}] ${line.home.name} ${score} ${line.away.name} · ${line.statusText || line.status}`;
    }
    case 'notification':
      return `>> ${line.title} — ${line.body}`;
    case 'status': {
      const state = t('terminal.status', { state: t(`header.state.${line.state}`) });
      const said = line.message ? ` · ${line.message}` : '';
      return `${state}${said}${line.detail ? ` (${line.detail})` : ''}`;
    }
    case 'error': {
      const message = t('terminal.error', { message: line.message });
      return line.detail ? `${message} (${line.detail})` : message;
    }
    case 'calendar':
      return t('terminal.calendar', { count: line.events, file: line.file });
    case 'counts': {
      const live = line.counts.map((count) => `${count.sport} ${count.live}`).join(', ');
      const from = line.source === 'service' ? t('terminal.fromService') : t('terminal.fromLists');
      const now = live ? t('terminal.liveNow', { counts: live }) : t('terminal.liveNothing');
      return `${now} (${from})`;
    }
    case 'watchlist':
      return watchlistText(line, words);
    case 'table':
      return tableText(line, t);
    case 'player':
      return playerText(line, t);
    case 'team':
      return teamText(line, t);
    case 'match':
      return matchText(line, t);
    case 'day':
      return dayText(line, t, locale);
    case 'glance':
      return line.shown
        ? ['◉', line.shown.text, ...line.others.map((other) => `· ${other.text}`)].join(' ')
        : '◉ –';
    case 'search':
      return searchText(line, t);
    case 'competition':
    case 'browse':
    case 'odds':
      return browseText(line, t);
    case 'text':
      return line.text;
  }
}

/** "[football] Clearwick Athletic · next: vs FC Lakewater …", n/a where the line has null. */
function watchlistText(line: WatchlistLine, { t, locale }: RunWords): string {
  const none = t('terminal.watchlist.none');
  const versus = (match: WatchlistMatch) =>
    t(match.home ? 'terminal.watchlist.home' : 'terminal.watchlist.away', {
      team: match.opponent.name,
      competition: match.competition,
    });
  const next = line.next
    ? [
        versus(line.next),
        line.next.kickoff ? localTime(line.next.kickoff, locale) : t('terminal.watchlist.dateOpen'),
        ...(line.next.channels
          ? [t('terminal.watchlist.on', { channels: line.next.channels.join(', ') })]
          : []),
      ].join(', ')
    : none;
  const last = line.last
    ? `${t(`terminal.watchlist.${line.last.outcome}`)} ${line.last.score.home ?? '-'}–${line.last.score.away ?? '-'} ${versus(line.last)}`
    : none;
  const letters = {
    won: t('terminal.watchlist.formWon'),
    drew: t('terminal.watchlist.formDrew'),
    lost: t('terminal.watchlist.formLost'),
  };
  const form = line.form.length > 0 ? line.form.map((outcome) => letters[outcome]).join('') : none;
  const table = line.table ? `${line.table.text} (${line.table.competition.name})` : none;
  const name = line.team.name ?? t('terminal.watchlist.team', { id: line.team.id });
  return t('terminal.watchlist.line', { sport: line.sport, name, next, last, form, table });
}
