// How scores and statuses read in the window. The engine has already parsed every sport's form into
// shared/domain types; this only decides the words and columns a person sees.

import { readableScore, type Match, type ScoreSide } from '../../../shared/domain';
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
  pushExtra(columns, match, 'overtime', 'OT', 'Overtime');
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

/** The short status beside a score: the clock while playing, else the service's own word. */
export function statusLabel(match: Match): string {
  const { phase, text } = match.status;
  switch (phase) {
    case 'live':
      return match.clock ?? (text || 'Live');
    case 'paused':
      return text || 'Break';
    case 'finished':
      return text && text.length <= 4 ? text : 'FT';
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
    case 'scheduled':
      return text || 'Not started';
    default:
      return text || '—';
  }
}

/** Sentence for screen readers: "Arsenal 2, Chelsea 1, 67'". */
export function spokenScore(match: Match): string {
  if (match.isStage) return `${match.home.name}, ${statusLabel(match)}`;
  const { home, away } = readableScore(match);
  return `${match.home.name} ${scoreValue(home)}, ${match.away.name} ${scoreValue(away)}, ${statusLabel(match)}`;
}

const COMPACT_WORDS: [RegExp, string][] = [
  [/^half[\s-]?time$/i, 'HT'],
  [/^(full[\s-]?time|ended|finished)$/i, 'FT'],
  [/^(overtime|extra time)$/i, 'OT'],
  [/^(penalties|penalty shoot-?out|shoot-?out)$/i, 'Pen'],
  [/^not started$/i, '–'],
  [/^(\d)(?:st|nd|rd|th) half$/i, '$1H'],
  [/^(\d)(?:st|nd|rd|th) quarter$/i, 'Q$1'],
  [/^(\d)(?:st|nd|rd|th) period$/i, 'P$1'],
  [/^(\d)(?:st|nd|rd|th) set$/i, 'S$1'],
  [/^(\d)(?:st|nd|rd|th) map$/i, 'M$1'],
  [/^(\d)(?:st|nd|rd|th) game$/i, 'G$1'],
];

/** The status squeezed into a list row's narrow column: "HT", "Q3", "S2", or the clock. */
export function compactStatus(match: Match): string {
  const label = statusLabel(match).trim();
  for (const [pattern, short] of COMPACT_WORDS) {
    if (pattern.test(label)) return label.replace(pattern, short);
  }
  return label;
}
