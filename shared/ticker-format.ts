// The words of the tray ticker: the one-line score of a followed live match (the macOS tray title),
// the tooltip listing every followed live match, and the line that says how fresh the data is.
// Pure, so the shell, the UI and the tests format a score the same way.

import { readableScore, type AccountStatus, type Match, type TeamRef } from './domain';
import { translator, type TFunction } from './i18n';
import { isConnecting } from './connecting';
import { matchClock, type ClockInput } from './match-clock';
import { progressOf } from './match-progress';
import { scoreShown } from './side-order';

/** The en dash between scores reads as a score, not as a minus sign. */
export const SCORE_SEPARATOR = '–';

/** Windows cuts a tray tooltip at 127 characters (NOTIFYICONDATA.szTip holds 128 with the NUL). */
export const WINDOWS_TOOLTIP_LIMIT = 127;

/** A three-letter code for the team: the service's own when it has one, else made from the name. */
export function teamCode(team: TeamRef): string {
  const own = team.code?.trim().toUpperCase();
  if (own && /^[A-Z0-9]{2,4}$/.test(own)) return own;
  const letters = team.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '');
  const words = letters.split(' ').filter((word) => word.length > 0);
  // "FC Barcelona" is BAR, not FCB: club-form prefixes carry no identity when a name follows.
  const significant = words.find(
    (word, index) => index === words.length - 1 || !CLUB_PREFIXES.has(word),
  );
  if (!significant) return '???';
  return significant.slice(0, 3).padEnd(3, significant[significant.length - 1] ?? '?');
}

/**
 * Codes for both sides of a match that never read the same (`COL 1–0 COL` for Colo-Colo against
 * Colón): when the first choices clash, the away side takes its next reading, then the home side.
 */
export function matchCodes(match: Pick<Match, 'home' | 'away'>): [string, string] {
  const home = teamCode(match.home);
  const away = teamCode(match.away);
  if (home !== away) return [home, away];
  const awayOther = codeCandidates(match.away).find((code) => code !== home);
  if (awayOther) return [home, awayOther];
  const homeOther = codeCandidates(match.home).find((code) => code !== away);
  if (homeOther) return [homeOther, away];
  // Two teams of one name: the sides still differ, if only by a digit.
  return [home, `${away.slice(0, 2)}2`];
}

/** Other three-letter readings of a name: initials, then first letter and consonants, then ends. */
function codeCandidates(team: TeamRef): string[] {
  const words = team.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && !CLUB_PREFIXES.has(word));
  const joined = words.join('');
  if (joined.length < 2) return [];
  const candidates: string[] = [];
  if (words.length >= 2) {
    const initials = words.map((word) => word[0] ?? '').join('');
    candidates.push((initials + (words.at(-1) ?? '').slice(1)).slice(0, 3));
  }
  const head = joined[0] ?? '';
  const consonants = joined.slice(1).replace(/[AEIOU]/g, '');
  candidates.push(`${head}${consonants}`.slice(0, 3));
  candidates.push(`${joined.slice(0, 2)}${joined.at(-1) ?? ''}`);
  candidates.push(`${head}${joined.slice(-2)}`);
  return candidates.filter((code) => code.length === 3);
}

const CLUB_PREFIXES = new Set([
  'FC',
  'AFC',
  'CF',
  'SC',
  'AC',
  'AS',
  'SV',
  'VFB',
  'VFL',
  'FK',
  'NK',
  'SK',
  'CD',
  'CA',
  'RC',
  'US',
  'SS',
  '1',
]);

/** "2–1", or "–" when the service has no score yet. */
export function scoreText(match: Pick<Match, 'homeScore' | 'awayScore'>): string {
  const { home, away } = readableScore(match);
  if (home === null && away === null) return SCORE_SEPARATOR;
  return `${home ?? 0}${SCORE_SEPARATOR}${away ?? 0}`;
}

/** The match clock as every surface shows it, run on to `now` (shared/match-clock.ts). */
export function clockText(match: ClockInput, now: number, t: TFunction = EN): string {
  return matchClock(match, now, t);
}

/** The ticker line: `NOR 2–1 EAS 67'`; a cycling stage reads `Stage 5 live`. */
export function tickerLine(match: Match, now: number, t: TFunction = EN): string {
  if (match.isStage) return stageLive(match, t);
  const [home, away] = matchCodes(match);
  const tennis = tennisState(match);
  if (tennis) {
    // Sets, then games of the set and the point, the server marked: `•GAO 1–0 UDV 3–2 30–15`.
    return joinWords([
      tennis.server === 'home' ? `${SERVE_MARK}${home}` : home,
      scoreText(match),
      tennis.server === 'away' ? `${SERVE_MARK}${away}` : away,
      tennis.line,
    ]);
  }
  // US leagues' fans read the visitors first: `LAK 4–8 COL`.
  if (match.visitorsFirst === true)
    return joinWords([away, scoreShown(match), home, clockText(match, now, t)]);
  return joinWords([home, scoreText(match), away, clockText(match, now, t)]);
}

/** Marks who serves in the ticker and the tooltip. */
export const SERVE_MARK = '•';

export interface TennisState {
  games: { home: number | null; away: number | null } | null;
  points: { home: string | null; away: string | null } | null;
  server: 'home' | 'away' | null;
  /** "3–2 30–15": games of the set under way and the point score. */
  line: string;
}

/** A live tennis match's games, point and server; null for other sports or when not under way. */
export function tennisState(match: Match): TennisState | null {
  if (match.sport !== 'tennis' || match.status.phase !== 'live') return null;
  const progress = progressOf(match);
  const games = progress.games;
  const points = progress.points;
  const parts: string[] = [];
  if (games) parts.push(`${games.home ?? 0}${SCORE_SEPARATOR}${games.away ?? 0}`);
  if (points && (points.home !== null || points.away !== null))
    parts.push(`${points.home ?? '0'}${SCORE_SEPARATOR}${points.away ?? '0'}`);
  return { games, points, server: progress.server, line: parts.join(' ') };
}

/** A tooltip line with the full names, for people who do not know the codes. */
export function tooltipLine(match: Match, now: number, t: TFunction = EN): string {
  if (match.isStage) return stageLive(match, t);
  const tennis = tennisState(match);
  if (tennis) {
    return joinWords([
      tennis.server === 'home' ? `${SERVE_MARK}${match.home.name}` : match.home.name,
      scoreText(match),
      tennis.server === 'away' ? `${SERVE_MARK}${match.away.name}` : match.away.name,
      tennis.line,
    ]);
  }
  return joinWords([match.home.name, scoreText(match), match.away.name, clockText(match, now, t)]);
}

export interface TooltipOptions {
  /** Characters the platform shows at most (Windows: 127); undefined: no limit. */
  maxLength?: number;
  now: number;
  formatClock?: (epochMs: number) => string;
  /** The words' language (shared/i18n); English when not given. */
  t?: TFunction;
}

const EN = translator('en');

function stageLive(match: Match, t: TFunction): string {
  return t('tray.stageLive', { name: match.home.name.trim() || t('tray.stage') });
}

/**
 * Every followed live match, one per line, then the freshness line. When the platform limit would
 * cut a line, lines fall back to team codes, and what still does not fit is counted ("+2 more").
 */
export function tooltipText(
  matches: readonly Match[],
  status: AccountStatus,
  options: TooltipOptions,
): string {
  const t = options.t ?? EN;
  const freshness = freshnessText(status, options.now, options.formatClock, t);
  const head = matches.length === 0 ? t('tray.nothingOn') : t('app.name');
  const limit = options.maxLength ?? Number.POSITIVE_INFINITY;
  const full = [
    head,
    ...matches.map((match) => tooltipLine(match, options.now, t)),
    freshness,
  ].join('\n');
  if (full.length <= limit) return full;
  const compact = matches.map((match) => tickerLine(match, options.now, t));
  for (let shown = compact.length; shown >= 0; shown -= 1) {
    const hidden = compact.length - shown;
    const lines = [
      ...compact.slice(0, shown),
      ...(hidden > 0 ? [t('tray.more', { count: hidden })] : []),
      freshness,
    ];
    const text = lines.join('\n');
    if (text.length <= limit) return text;
  }
  return freshness.slice(0, limit);
}

/**
 * A time of day in the local time zone of the machine, as `locale` writes it (Intl): the chosen
 * language's (shared/i18n localeFor), else the system's.
 */
export function localClock(epochMs: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(epochMs);
}

/**
 * How fresh the scores are, in the words a person reads in the tooltip and menu: "updated 2 min
 * ago", "offline", "key rejected", "quota used up until 01:00".
 */
export function freshnessText(
  status: AccountStatus,
  now: number,
  formatClock: (epochMs: number) => string = localClock,
  t: TFunction = EN,
): string {
  const demo = status.demo ? t('tray.demo') : '';
  const last = status.lastUpdatedAt;
  switch (status.state) {
    case 'unauthorized':
      return t('tray.fresh.unauthorized');
    case 'suspended':
      return t('tray.fresh.suspended');
    case 'quota-exhausted': {
      const resetAt = status.resetAt ?? status.quota.resetAt;
      return resetAt === null
        ? t('tray.fresh.quota')
        : t('tray.fresh.quotaUntil', { time: formatClock(resetAt) });
    }
    case 'offline':
      return last === null
        ? t('tray.fresh.offline')
        : t('tray.fresh.offlineSince', { ago: agoWords(last, now, t) });
    case 'unreadable':
      return last === null
        ? t('tray.fresh.unreadable')
        : t('tray.fresh.unreadableSince', { ago: agoWords(last, now, t) });
    case 'reconnecting':
      if (isConnecting(status)) return `${t('tray.fresh.connecting')}${demo}`;
      return last === null
        ? t('tray.fresh.reconnecting')
        : t('tray.fresh.reconnectingSince', { ago: agoWords(last, now, t) });
    case 'connected':
      return last === null
        ? `${t('tray.fresh.connecting')}${demo}`
        : `${t('tray.fresh.updated', { ago: agoWords(last, now, t) })}${demo}`;
  }
}

/** "just now", "2 min ago", "3 h ago", "4 days ago", in the given language. */
export function agoWords(thenMs: number, nowMs: number, t: TFunction = EN): string {
  const seconds = Math.max(0, Math.round((nowMs - thenMs) / 1000));
  if (seconds < 45) return t('tray.ago.now');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('tray.ago.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('tray.ago.hours', { count: hours });
  return t('tray.ago.days', { count: Math.round(hours / 24) });
}

function joinWords(words: readonly string[]): string {
  return words
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .join(' ');
}
