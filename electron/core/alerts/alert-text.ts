// The words of an alert. Every title names both teams and the score ("GOAL! Northbridge Rovers 2–1
// Eastham City"); the body adds when and where ("67' · Premier Division"). One place, so that every
// kind reads alike in the tray, the notification centre and the headless output. The words come
// from the shared i18n resources; English unless a translator is given.

import { readableScore, type Match, type Side, type StageResult } from '../../../shared/domain';
import { translator, type TFunction, type WordKey } from '../../../shared/i18n';
import { progressOf } from '../../../shared/match-progress';
import { fixtureText } from '../../../shared/side-order';
import { sportInfo, startWordIn } from '../../../shared/sports';
import type { Happening } from './happenings';
import { followedSide, nameOf, verdictOf, type Verdict } from './match-verdict';

/**
 * "Northbridge Rovers 2–1 Eastham City"; a stage is its label; an unknown score reads "v". Where
 * the fans read the visitors first (US leagues), they come first: "Kings 4–8 Avalanche", "Kings @
 * Avalanche".
 */
export function headline(match: Match, t: TFunction = EN): string {
  if (match.isStage) return match.home.name;
  const { home, away } = readableScore(match);
  if (match.visitorsFirst === true) {
    if (home === null || away === null) return fixtureText(match);
    return `${match.away.name} ${away}–${home} ${match.home.name}`;
  }
  if (home === null || away === null)
    return t('alert.fixture', { home: match.home.name, away: match.away.name });
  return `${match.home.name} ${home}–${away} ${match.away.name}`;
}

/** Where the match stands, as a person says it: "Full time", "Half-time", "67'", "2nd set". */
export function stateLabel(match: Match, t: TFunction = EN): string {
  const { phase, text } = match.status;
  const sport = sportInfo(match.sport);
  if (phase === 'finished') {
    if (match.isStage || sport.scoring === 'stage') return t('alert.finished');
    const extra = progressOf(match).extra;
    // Football's extra time is AET, never the OT of other sports.
    if (extra === 'extra-time') return t('alert.fullTimeAet');
    if (extra === 'penalties') return t('alert.fullTimePens');
    if (extra === 'overtime') return t('alert.fullTimeOt');
    return t('alert.fullTimeState');
  }
  if (phase === 'paused' && sport.hasHalftime && looksLikeHalftime(match))
    return t('alert.halfTimeState');
  if (phase === 'live' && match.clock) return match.clock;
  if (text.trim() !== '') return text.trim();
  return t(PHASE_WORDS[phase]);
}

const EN = translator('en');

/** A phase in words, for a match whose status text says nothing. */
const PHASE_WORDS: Record<Match['status']['phase'], WordKey> = {
  live: 'alert.liveState',
  paused: 'score.break',
  interrupted: 'score.interrupted',
  finished: 'alert.fullTimeState',
  scheduled: 'score.notStarted',
  postponed: 'score.postponed',
  cancelled: 'score.cancelled',
  unknown: 'score.statusUnknown',
};

export function looksLikeHalftime(match: Match): boolean {
  return /\b(half[\s-]?time|ht)\b/i.test(match.status.text) || progressOf(match).played <= 1;
}

export interface AlertWords {
  title: string;
  body: string;
}

/** Whose eyes an alert is seen through: the followed team (0 for a stage), or a competition's. */
export interface Viewpoint {
  teamId: number;
  competitionId?: number;
}

export function happeningWords(
  happening: Happening,
  viewpoint?: Viewpoint,
  t: TFunction = EN,
): AlertWords {
  const { match } = happening;
  const line = headline(match, t);
  const sport = sportInfo(match.sport);
  const stage = match.isStage || sport.scoring === 'stage';
  // A competition's follower is neutral: "for" and "against" would name a side nobody chose.
  const side =
    viewpoint && viewpoint.competitionId === undefined
      ? followedSide(match, viewpoint.teamId)
      : null;
  const place = match.tournament.name;
  switch (happening.kind) {
    case 'kickoff': {
      const word = startWordIn(sport.slug, t);
      return {
        title: t('alert.startLine', { word, line }),
        body: join(bestOfNote(match, t), place),
      };
    }
    case 'goal':
    case 'goal-cancelled':
      return goalWords(happening, side, line, t);
    case 'halftime':
      return { title: t('alert.halftime', { line }), body: join(place) };
    case 'fulltime-cancelled':
      return { title: t('alert.fulltimeCancelled', { line }), body: join(match.clock, place) };
    case 'period-end':
      return periodEndWords(happening, line, t);
    case 'fulltime':
      return stage
        ? {
            title: t('alert.stageFinished', { line }),
            // The winner is added by the enricher once the stage's results are read.
            body: join(place),
          }
        : fulltimeWords(match, side, line, t);
  }
}

function goalWords(
  happening: Happening,
  side: Side | null,
  line: string,
  t: TFunction,
): AlertWords {
  const { match } = happening;
  const scored = happening.side ?? null;
  const scorer = scored ? nameOf(match, scored) : null;
  const team = side ? nameOf(match, side) : null;
  const when = join(match.clock, match.tournament.name);
  if (happening.kind === 'goal') {
    if (!team || !scored) {
      return {
        title: t('alert.goal', { line }),
        body: join(scorer && t('alert.scored', { team: scorer }), when),
      };
    }
    return scored === side
      ? { title: t('alert.goalFor', { team, line }), body: when }
      : {
          title: t('alert.goalAgainst', { team, line }),
          body: join(scorer && t('alert.scored', { team: scorer }), when),
        };
  }
  if (!team || !scored) return { title: t('alert.goalCancelled', { line }), body: when };
  return {
    title:
      scored === side
        ? t('alert.goalForCancelled', { team, line })
        : t('alert.goalAgainstCancelled', { team, line }),
    body: when,
  };
}

function periodEndWords(happening: Happening, line: string, t: TFunction): AlertWords {
  const { match } = happening;
  const sport = sportInfo(match.sport);
  const period = happening.period ?? 0;
  if (happening.session) {
    return {
      title: t('alert.sessionEnd', { line }),
      body: join(stateLabel(match, t), match.tournament.name),
    };
  }
  const name = periodWord(sport.periodName, t);
  const pair = progressOf(match).periods[period - 1];
  let note: string | null = null;
  if (pair && pair.home !== null && pair.away !== null) {
    const score = `${pair.home}–${pair.away}`;
    const label = capitalise(name);
    if (sport.form === 'sets' && pair.home !== pair.away) {
      const team = nameOf(match, pair.home > pair.away ? 'home' : 'away');
      // Esports map fields hold 1 for the winner: figures would say nothing more than the name.
      note =
        sport.slug === 'esports'
          ? t('alert.periodTo', { period: label, n: period, team })
          : t('alert.periodToScore', { period: label, n: period, team, score });
    } else {
      note = t('alert.periodScore', { period: label, n: period, score });
    }
  }
  return {
    title: t('alert.periodEnd', { period: name, n: period, line }),
    body: join(note, match.tournament.name),
  };
}

function fulltimeWords(match: Match, side: Side | null, line: string, t: TFunction): AlertWords {
  const end = t(`alert.endWords.${sportInfo(match.sport).endWord}`);
  const verdict = verdictOf(match);
  const how = decidedNote(match, verdict, t);
  if (side) {
    const team = nameOf(match, side);
    const key = verdict.draw
      ? 'alert.fulltimeDrew'
      : verdict.winner === side
        ? 'alert.fulltimeWon'
        : verdict.winner
          ? 'alert.fulltimeLost'
          : 'alert.endLine';
    return { title: t(key, { end, team, line }), body: join(how, match.tournament.name) };
  }
  const outcome = verdict.draw
    ? t('alert.draw')
    : verdict.winner
      ? t('alert.teamWon', { team: nameOf(match, verdict.winner) })
      : null;
  return {
    title: t('alert.endLine', { end, line }),
    body: join(how ?? outcome, match.tournament.name),
  };
}

/**
 * "Northbridge won 5–4 on penalties", "After extra time (AET)", "After overtime", "Ruiz won by
 * retirement", "Van won by unanimous decision".
 */
function decidedNote(match: Match, verdict: Verdict, t: TFunction): string | null {
  if (verdict.ending) {
    return verdict.winner
      ? t(`alert.wonBy.${verdict.ending}`, { team: nameOf(match, verdict.winner) })
      : t(`alert.endedBy.${verdict.ending}`);
  }
  if (match.winType && verdict.winner) {
    const code = match.winType.toUpperCase();
    const how = t(`alert.winTypes.${code}`, { defaultValue: match.winType });
    return t('alert.wonByHow', { team: nameOf(match, verdict.winner), how });
  }
  if (verdict.decided === 'penalties') {
    const shootout = verdict.shootout;
    if (!verdict.winner) return t('alert.decidedOnPenalties');
    const team = nameOf(match, verdict.winner);
    if (!shootout) return t('alert.wonOnPenalties', { team });
    const score = `${Math.max(shootout.home, shootout.away)}–${Math.min(shootout.home, shootout.away)}`;
    return t('alert.wonOnPenaltiesScore', { team, score });
  }
  if (verdict.decided === 'extra-time') return t('alert.afterExtraTime');
  if (verdict.decided === 'overtime') return t('alert.afterOvertime');
  return null;
}

function bestOfNote(match: Match, t: TFunction): string | null {
  const bestOf = progressOf(match).bestOf;
  return bestOf && bestOf > 1 ? t('alert.bestOf', { n: bestOf }) : null;
}

/** "Won by Ana Ruiz (Team Sol) · 4:12:33": the stage winner, for the end of a stage. */
export function stageWinnerLine(winner: StageResult, t: TFunction = EN): string {
  const name = winner.team ? `${winner.name} (${winner.team})` : winner.name;
  return join(t('alert.stageWinner', { name }), winner.time);
}

/** The one alert for several things of one match the user did not see happen. */
export function catchUpWords(
  match: Match,
  origin: 'catch-up' | 'live',
  t: TFunction = EN,
): AlertWords {
  const line = headline(match, t);
  return {
    title: origin === 'catch-up' ? t('alert.away', { line }) : t('alert.catchingUp', { line }),
    body: join(stateLabel(match, t), penaltiesNote(match, t), match.tournament.name),
  };
}

export interface HeldLine {
  matchKey: string;
  scoreLine: string;
  state: string;
}

/** The one alert sent when quiet hours end, for everything held during them. */
export function quietSummaryWords(held: readonly HeldLine[], t: TFunction = EN): AlertWords {
  const latestByMatch = new Map<string, HeldLine>();
  for (const line of held) {
    latestByMatch.delete(line.matchKey);
    latestByMatch.set(line.matchKey, line);
  }
  const matches = [...latestByMatch.values()];
  const count = t('alert.count', { count: held.length });
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only) {
    return {
      title: t('alert.away', { line: only.scoreLine }),
      body: join(only.state, t('alert.duringQuiet', { count })),
    };
  }
  return {
    title: t('alert.awayMany', { matches: matches.length, count }),
    body: matches.map((line) => `${line.scoreLine} (${line.state.toLowerCase()})`).join(' · '),
  };
}

function periodWord(periodName: string, t: TFunction): string {
  return t(`alert.periodNames.${periodName}`, { defaultValue: periodName });
}

function penaltiesNote(match: Match, t: TFunction): string | null {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  return home === null || away === null ? null : t('alert.penalties', { score: `${home}–${away}` });
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
