// A match as the live list shows it, in the documented form of its sport: basketball's string
// form, cycling's stage form, and the object form of every other sport.

import type { DemoTeam, DemoTournament } from '../sim/entities';
import { displayTotal, isOver, redCardsOf, type MatchState } from '../sim/match-state';
import type { DemoMatch } from '../sim/schedule';
import { scoreObject } from './score-object';

type Json = Record<string, unknown>;

const seconds = (ms: number) => Math.floor(ms / 1000);

export function serializeEvent(match: DemoMatch, state: MatchState): Json {
  switch (match.sport.form) {
    case 'basketball-string':
      return basketballForm(match, state);
    case 'stage':
      return stageForm(match, state);
    default:
      return objectForm(match, state);
  }
}

export function sportRef(match: DemoMatch): Json {
  return { name: match.sport.name, slug: match.sport.slug, id: match.sport.sportId };
}

export function tournamentObject(tournament: DemoTournament, sport: Json): Json {
  const category = {
    id: tournament.category.id,
    name: tournament.category.name,
    slug: tournament.category.slug,
    sport,
    ...(tournament.category.alpha2 ? { alpha2: tournament.category.alpha2 } : {}),
  };
  return {
    name: tournament.name,
    slug: tournament.slug,
    id: tournament.seasonTournamentId,
    category,
    uniqueTournament: {
      name: tournament.name,
      slug: tournament.slug,
      id: tournament.id,
      category,
      primaryColorHex: tournament.colours.primary,
      secondaryColorHex: tournament.colours.secondary,
    },
  };
}

export function teamObject(team: DemoTeam, sport: Json, individual: boolean): Json {
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    shortName: team.shortName,
    nameCode: team.nameCode,
    national: false,
    type: individual ? 1 : 0,
    sport,
    country: team.country,
    teamColors: team.colours,
  };
}

/** As on every finished real event: 1 home, 2 away, 3 draw; a match given off the field too. */
function winnerCode(state: MatchState): number | undefined {
  if (!isOver(state)) return undefined;
  if (state.awardedTo) return state.awardedTo === 'home' ? 1 : 2;
  const home = displayTotal(state, 'home') + (state.points.home.penalties ?? 0);
  const away = displayTotal(state, 'away') + (state.points.away.penalties ?? 0);
  return home > away ? 1 : away > home ? 2 : 3;
}

/** The `time` object: enough for a client to tell the minute of a live match. */
function timeObject(match: DemoMatch, state: MatchState): Json {
  if (state.status.type !== 'inprogress' || state.periodStartedAt === null) return {};
  const time: Json = { currentPeriodStartTimestamp: seconds(state.periodStartedAt) };
  if (state.clock) {
    time.initial = state.clock.offsetSeconds;
    time.max = state.clock.offsetSeconds + state.clock.lengthSeconds;
    time.extra = match.sport.slug === 'football' ? 540 : 0;
  }
  return time;
}

function objectForm(match: DemoMatch, state: MatchState): Json {
  const sport = sportRef(match);
  const event: Json = {
    id: match.id,
    slug: `${match.home.slug}-${match.away.slug}`,
    tournament: tournamentObject(match.tournament, sport),
    season: {
      name: match.tournament.season.name,
      year: match.tournament.season.year,
      id: match.tournament.season.id,
    },
    roundInfo: { round: match.round },
    status: { ...statusWords(state), type: state.status.type },
    homeTeam: teamObject(match.home, sport, match.sport.individual),
    awayTeam: teamObject(match.away, sport, match.sport.individual),
    homeScore: scoreObject(match.sport.slug, state, 'home'),
    awayScore: scoreObject(match.sport.slug, state, 'away'),
    time: timeObject(match, state),
    startTimestamp: seconds(match.startAt),
  };
  // As the real tennis payloads do: who served first (1 home, 2 away); clients work out who serves
  // now from the games played. A fixed toss per match.
  if (match.sport.slug === 'tennis') event.firstToServe = (match.id % 2) + 1;
  const winner = winnerCode(state);
  if (winner !== undefined) event.winnerCode = winner;
  if (state.lastPeriod) event.lastPeriod = state.lastPeriod;
  // As real football events do once a player is sent off: both sides' counts.
  const red = redCardsOf(state);
  if (red.home + red.away > 0) {
    event.homeRedCards = red.home;
    event.awayRedCards = red.away;
  }
  // Series and frame counts (esports, snooker): how many a player needs is part of the score.
  if (match.sport.rules.bestOf !== undefined)
    event.bestOf = match.tournament.bestOf ?? match.sport.rules.bestOf;
  if (state.endedAt !== null) event.endTimestamp = seconds(state.endedAt);
  return event;
}

function statusWords(state: MatchState): { code: number; description: string } {
  return { code: state.status.code, description: state.status.description };
}

function basketballForm(match: DemoMatch, state: MatchState): Json {
  const winner = winnerCode(state);
  return {
    ...(winner === undefined ? {} : { winnerCode: winner }),
    id: match.id,
    homeTeam: match.home.name,
    awayTeam: match.away.name,
    homeTeamId: match.home.id,
    awayTeamId: match.away.id,
    homeScore: scoreObject('basketball', state, 'home'),
    awayScore: scoreObject('basketball', state, 'away'),
    status: state.status.description,
    statusCode: state.status.code,
    tournament: match.tournament.name,
    // The unique-tournament id: the one the tournament and image endpoints take.
    tournamentId: match.tournament.id,
    season: match.tournament.season.name,
    seasonId: match.tournament.season.id,
    startTimestamp: seconds(match.startAt),
    time: stoppedClockTime(state),
  };
}

/** Basketball's quarter and overtime lengths, as the real payloads give them. */
const QUARTER_SECONDS = 600;
const OVERTIME_SECONDS = 300;
const QUARTERS = 4;

/**
 * Basketball's `time` object as the real payloads send it (test/fixtures/real-payloads, the
 * basketball status samples): the quarter's and overtime's lengths, the quarters, the seconds
 * played in the whole match as of `clockRunningLastUpdated` (1771 is 571 s into the 3rd quarter),
 * and whether the clock runs. The interface document lists no `time`
 * in this form but forbids none; with it, a client can tell how soon a quarter can end.
 */
function stoppedClockTime(state: MatchState): Json {
  const clock = state.clock;
  if (state.status.type !== 'inprogress' || state.periodStartedAt === null || !clock) return {};
  if (!Number.isFinite(state.asOf)) return {};
  // The clock stops in play: it runs in bursts at real speed and stands between them, so a
  // client running it on from a reading is right while it runs and a few seconds ahead at most.
  const { played, running } = burstClock(state.asOf - state.periodStartedAt, clock);
  // In overtime the real payloads still give the quarter's length, the overtime's beside it.
  const regular = state.period !== null && /^period\d$/.test(state.period);
  return {
    periodLength: regular ? clock.lengthSeconds : QUARTER_SECONDS,
    overtimeLength: regular ? OVERTIME_SECONDS : clock.lengthSeconds,
    totalPeriodCount: QUARTERS,
    played: clock.offsetSeconds + played,
    clockRunning: running,
    clockRunningLastUpdated: new Date(state.asOf).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  };
}

/** A stretch of play: the clock runs for `scale` of it and stands for the rest. */
const BURST_MS = 10_000;

/**
 * The clock `elapsedMs` into a period whose clock runs `scale` as fast as real time on average: in
 * each stretch of play it runs first, then stands. No random draw: the demo's seeds stay as they
 * were.
 */
function burstClock(
  elapsedMs: number,
  clock: { lengthSeconds: number; scale: number },
): { played: number; running: boolean } {
  const elapsed = Math.max(0, elapsedMs);
  const runMs = BURST_MS * Math.min(1, clock.scale);
  const into = elapsed % BURST_MS;
  const ms = Math.floor(elapsed / BURST_MS) * runMs + Math.min(into, runMs);
  const played = Math.min(clock.lengthSeconds, Math.floor(ms / 1000));
  return { played, running: into < runMs && played < clock.lengthSeconds };
}

function stageForm(match: DemoMatch, state: MatchState): Json {
  const label = match.stageLabel ?? match.tournament.name;
  const sport = sportRef(match);
  return {
    id: match.id,
    homeTeam: { id: 0, name: label, slug: '' },
    awayTeam: { id: 0, name: '', slug: '' },
    homeScore: scoreObject('cycling', state, 'home'),
    awayScore: scoreObject('cycling', state, 'away'),
    status: { ...statusWords(state), type: state.status.type },
    tournament: tournamentObject(match.tournament, sport),
    season: { name: label, year: match.tournament.season.year, id: match.tournament.season.id },
    time: timeObject(match, state),
    startTimestamp: seconds(match.startAt),
  };
}
