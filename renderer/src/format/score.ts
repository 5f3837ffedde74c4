// How scores and statuses read in the window. The engine has already parsed every sport's form into
// shared/domain types; this only decides the words and columns a person sees.

import { readableScore, type Match, type ScoreSide } from '../../../shared/domain';
import { en } from '../../../shared/i18n/en';
import { extraTimeWord, periodOf, shortPeriodName } from '../../../shared/match-clock';
import { progressOf } from '../../../shared/match-progress';
import { sportInfo, type EndWord } from '../../../shared/sports';
import { isWordOf, type WordKey } from '../../../shared/i18n';
import { i18n } from '../i18n/i18n';

/** Words in the window's current language (the views re-render when it changes). */
const t = (key: WordKey, values?: Record<string, unknown>): string => i18n.t(key, values ?? {});

export function scoreValue(value: number | null): string {
  return value === null ? '–' : String(value);
}

/** Whether a score is worth showing at all: scheduled matches with no goals show their kick-off. */
export function hasScore(match: Match): boolean {
  const { home, away } = readableScore(match);
  return match.status.phase !== 'scheduled' && (home !== null || away !== null);
}

// A line score heads its columns with the clock's short period names, except baseball's innings,
// which a line score numbers bare.
function columnLabel(periodName: string, n: number): string {
  if (periodName === 'inning') return String(n);
  return shortPeriodName(periodName, n, i18n.t) ?? t('score.periodShort.period', { n });
}

/** Periods with a long name of their own in the resources (score.period.*), read from its keys. */

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
  const periodKey = isWordOf(en.score.period, info.periodName) ? info.periodName : 'period';
  // Only periods played or under way: the zeros sent for maps or sets to come are not columns.
  const periods = progressOf(match).periods;
  const columns: PeriodColumn[] = [];
  for (let index = 0; index < periods.length; index += 1) {
    const home = periods[index]?.home ?? null;
    const away = periods[index]?.away ?? null;
    if (home === null && away === null && index >= 2) continue;
    columns.push({
      label: columnLabel(info.periodName, index + 1),
      title: t(`score.period.${periodKey}`, { n: index + 1 }),
      home: scoreValue(home),
      away: scoreValue(away),
      emphasis: false,
    });
  }
  const extra = extraTimeWord(match.sport);
  pushExtra(
    columns,
    match,
    'overtime',
    extra === 'ET' ? t('score.extraTimeShort') : t('score.overtimeShort'),
    extra === 'ET' ? t('score.extraTime') : t('score.overtime'),
  );
  pushExtra(columns, match, 'penalties', t('score.penaltiesShort'), t('score.penalties'));
  // The point of the game under way; a finished match has none left to play.
  const playing = match.status.phase !== 'finished';
  if (playing && (match.homeScore.point !== null || match.awayScore.point !== null)) {
    columns.push({
      label: t('score.pointsShort'),
      title: t('score.points'),
      home: match.homeScore.point ?? '–',
      away: match.awayScore.point ?? '–',
      emphasis: false,
    });
  }
  const total = readableScore(match);
  columns.push({
    label: t('score.totalShort'),
    title: t('score.total'),
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
      return shootoutLine(match) ?? periodWords(match) ?? (tidy(text) || t('score.live'));
    case 'paused':
      return /^(half[\s-]?time|ht)$/i.test(text.trim())
        ? t('score.halfTime')
        : tidy(text) || t('score.break');
    case 'finished':
      return shootoutLine(match) ?? finishedWords(match);
    case 'postponed':
      return t('score.postponed');
    case 'cancelled':
      return t('score.cancelled');
    case 'scheduled':
      return t('score.notStarted');
    case 'interrupted':
      return tidy(text) || t('score.interrupted');
    default:
      return tidy(text) || t('score.statusUnknown');
  }
}

/** The end in words by what the sport calls it: a tennis match is over, it has no full time. */
const END_WORDS: Record<EndWord, WordKey> = {
  fullTime: 'score.fullTimeWords',
  final: 'score.finalWords',
  matchOver: 'score.matchOver',
  finished: 'score.finished',
};

function finishedWords(match: Match): string {
  const { endWord } = sportInfo(match.sport);
  if (match.isStage || endWord === 'finished') return t(END_WORDS.finished);
  const text = match.status.text.trim();
  if (match.status.code === 91 || /walk-?over/i.test(text)) return t('score.walkoverShort');
  if (match.status.code === 92 || /retire/i.test(text)) return t('score.retiredShort');
  if (/^aot$|after overtime|^ot$|^aet$|after extra time/i.test(text)) {
    return extraTimeWord(match.sport) === 'ET'
      ? t('score.afterExtraTime')
      : t('score.afterOvertime');
  }
  return t(END_WORDS[endWord]);
}

/**
 * The period a live match is in, in the window's language ("2. Halbzeit" for "2nd half"). English
 * keeps the service's own words, which say the same; null when the text names no period we know.
 */
function periodWords(match: Match): string | null {
  if (i18n.language === 'en') return null;
  const period = periodOf(match);
  if (period?.half) return t(`score.inningHalf.${period.half}`, { n: period.n });
  return period && isWordOf(en.score.period, period.kind)
    ? t(`score.period.${period.kind}`, { n: period.n })
    : null;
}

/** The service's own words, made readable: "1st extra" stays, "AP" never reaches a person raw. */
function tidy(text: string): string {
  const trimmed = text.trim();
  if (/^ap$/i.test(trimmed)) return t('score.afterPenalties');
  if (/^aet$/i.test(trimmed)) return t('score.afterExtraTime');
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
    return t('score.shootoutWin', {
      winner,
      score: `${Math.max(home, away)}–${Math.min(home, away)}`,
    });
  }
  return t('score.shootout', { score: `${home}–${away}` });
}

/** Sentence for screen readers: "Arsenal 2, Chelsea 1, 67'". */
export function spokenScore(match: Match, clock: string): string {
  const words =
    clock && clock !== statusWords(match) ? `${clock}, ${statusWords(match)}` : statusWords(match);
  if (match.isStage) return t('score.spokenStage', { name: match.home.name, status: words });
  const { home, away } = readableScore(match);
  return t('score.spoken', {
    home: match.home.name,
    homeScore: scoreValue(home),
    away: match.away.name,
    awayScore: scoreValue(away),
    status: words,
  });
}
