// How scores and statuses read in the window. The engine has already parsed every sport's form into
// shared/domain types; this only decides the words and columns a person sees.

import { readableScore, type Match, type ScoreSide } from '../../../shared/domain';
import { extraTimeWord } from '../../../shared/match-clock';
import { sportInfo } from '../../../shared/sports';

export function scoreValue(value: number | null): string {
  return value === null ? '–' : String(value);
}

/** "2 – 1", or an en dash alone before anything is known. */
export function scoreLine(match: Pick<Match, 'homeScore' | 'awayScore'>): string {
  const { home, away } = readableScore(match);
  if (home === null && away === null) return '–';
  return `${scoreValue(home)} – ${scoreValue(away)}`;
}

/** Whether a score is worth showing at all: scheduled matches with no goals show their kick-off. */
export function hasScore(match: Match): boolean {
  const { home, away } = readableScore(match);
  return match.status.phase !== 'scheduled' && (home !== null || away !== null);
}

const SHORT_PERIOD: Record<string, (n: number) => string> = {
  quarter: (n) => `Q${n}`,
  half: (n) => (n === 1 ? '1H' : n === 2 ? '2H' : `H${n}`),
  set: (n) => `S${n}`,
  map: (n) => `M${n}`,
  game: (n) => `G${n}`,
  period: (n) => `P${n}`,
  frame: (n) => `F${n}`,
  round: (n) => `R${n}`,
  inning: (n) => String(n),
  innings: (n) => `I${n}`,
};

const LONG_PERIOD: Record<string, string> = {
  quarter: 'Quarter',
  half: 'Half',
  set: 'Set',
  map: 'Map',
  game: 'Game',
  period: 'Period',
  frame: 'Frame',
  round: 'Round',
  inning: 'Inning',
  innings: 'Innings',
  stage: 'Stage',
};

export interface PeriodColumn {
  /** Short header ("Q1", "2H", "OT", "Pen"). */
  label: string;
  /** What a screen reader says for the header ("Quarter 1", "Overtime", "Penalties"). */
  title: string;
  home: string;
  away: string;
  /** Totals and the tennis point stand apart from the periods. */
  emphasis: boolean;
}

/** The columns of the period table: the sport's periods as it has them, then extra time and totals. */
export function periodColumns(match: Match): PeriodColumn[] {
  const info = sportInfo(match.sport);
  const shortName = SHORT_PERIOD[info.periodName] ?? ((n: number) => `P${n}`);
  const longName = LONG_PERIOD[info.periodName] ?? 'Period';
  const count = Math.max(match.homeScore.periods.length, match.awayScore.periods.length);
  const columns: PeriodColumn[] = [];
  for (let index = 0; index < count; index += 1) {
    const home = match.homeScore.periods[index] ?? null;
    const away = match.awayScore.periods[index] ?? null;
    if (home === null && away === null && index >= 2) continue;
    columns.push({
      label: shortName(index + 1),
      title: `${longName} ${index + 1}`,
      home: scoreValue(home),
      away: scoreValue(away),
      emphasis: false,
    });
  }
  const extra = extraTimeWord(match.sport);
  pushExtra(columns, match, 'overtime', extra, extra === 'ET' ? 'Extra time' : 'Overtime');
  pushExtra(columns, match, 'penalties', 'Pen', 'Penalties');
  if (match.homeScore.point !== null || match.awayScore.point !== null) {
    columns.push({
      label: 'Pts',
      title: 'Points in the current game',
      home: match.homeScore.point ?? '–',
      away: match.awayScore.point ?? '–',
      emphasis: false,
    });
  }
  const total = readableScore(match);
  columns.push({
    label: 'T',
    title: 'Total',
    home: scoreValue(total.home),
    away: scoreValue(total.away),
    emphasis: true,
  });
  return columns;
}

function pushExtra(
  columns: PeriodColumn[],
  match: Match,
  field: keyof Pick<ScoreSide, 'overtime' | 'penalties'>,
  label: string,
  title: string,
): void {
  const home = match.homeScore[field];
  const away = match.awayScore[field];
  if (home === null && away === null) return;
  columns.push({ label, title, home: scoreValue(home), away: scoreValue(away), emphasis: false });
}

/**
 * The status in words, for a tooltip, a screen reader or the match page under the clock: "2nd half",
 * "Half-time", "Full time", "After extra time", "Clearwick win 4–3 on penalties".
 */
export function statusWords(match: Match): string {
  const { phase, text } = match.status;
  switch (phase) {
    case 'live':
      return shootoutLine(match) ?? (tidy(text) || 'Live');
    case 'paused':
      return /^(half[\s-]?time|ht)$/i.test(text.trim()) ? 'Half-time' : tidy(text) || 'Break';
    case 'finished':
      return shootoutLine(match) ?? finishedWords(match);
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
    case 'scheduled':
      return 'Not started';
    default:
      return tidy(text) || 'Status unknown';
  }
}

function finishedWords(match: Match): string {
  const text = match.status.text.trim();
  if (/^aet$|after extra time/i.test(text)) return 'After extra time';
  if (/^aot$|after overtime|^ot$/i.test(text)) {
    return extraTimeWord(match.sport) === 'ET' ? 'After extra time' : 'After overtime';
  }
  return 'Full time';
}

/** The service's own words, made readable: "1st extra" stays, "AP" never reaches a person raw. */
function tidy(text: string): string {
  const trimmed = text.trim();
  if (/^ap$/i.test(trimmed)) return 'After penalties';
  if (/^aet$/i.test(trimmed)) return 'After extra time';
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * A shoot-out in words: who won it ("Clearwick win 4–3 on penalties") once it is over, the kicks
 * so far ("Penalties 3–2") while it goes on; null when there was none.
 */
export function shootoutLine(match: Match): string | null {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  if (home === null || away === null) return null;
  if (match.status.phase === 'finished' && home !== away) {
    const winner = home > away ? match.home.name : match.away.name;
    return `${winner} win ${Math.max(home, away)}–${Math.min(home, away)} on penalties`;
  }
  return `Penalties ${home}–${away}`;
}

/** Sentence for screen readers: "Arsenal 2, Chelsea 1, 67'". */
export function spokenScore(match: Match, clock: string): string {
  const words =
    clock && clock !== statusWords(match) ? `${clock}, ${statusWords(match)}` : statusWords(match);
  if (match.isStage) return `${match.home.name}, ${words}`;
  const { home, away } = readableScore(match);
  return `${match.home.name} ${scoreValue(home)}, ${match.away.name} ${scoreValue(away)}, ${words}`;
}
