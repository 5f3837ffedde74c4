// Followed teams' fixtures, results and table positions, from the documented endpoints that give
// them: the fixture lists the live engine keeps (today, tomorrow), the team's own games and results
// from the multi-sport group's competitor lists where the service has them (team-lists.ts), else its
// competition's tournament season events next/last, and the season's standings. Everything is
// cached (per team, per competition), so three followed teams cost a few dozen requests a day
// (measured in bench/requests-bench.ts): a competition is fetched again after FRESH_MS, or after a
// followed match of it has finished, but never more often than MIN_REFETCH_MS.

import { matchKey, type Match } from '../../../shared/domain';
import {
  competitionOf,
  outcomeFor,
  type CompetitionRef,
  type Standings,
  type TeamOverview,
} from '../../../shared/fansday';
import { sameCompetition } from '../../../shared/settings';
import type { FanDataClient } from '../api/fan-data-client';
import { isServiceError } from '../api/service-errors';
import type { Clock } from '../ports';
import { TeamLists, type TeamGames, type TeamRefs } from './team-lists';

/** A table changes when its matches are played, which refetches it; otherwise twice a day. */
const FRESH_MS = 12 * 3_600_000;
const MIN_REFETCH_MS = 3_600_000;
const COMPETITION_LOOKUP_MS = 24 * 3_600_000;
const FORM_LENGTH = 5;

interface CompetitionEntry {
  /** Whether next and last were asked (not when every followed team of it has its own lists). */
  events: boolean;
  next: Match[];
  last: Match[];
  standings: Standings | null;
  /** Its matches that were still to play at the fetch (season or team lists): the table waits on them. */
  pending: Set<string>;
  fetchedAt: number;
}

export interface TeamFixturesDeps {
  clock: Clock;
  fan: () => FanDataClient;
  /** Matches the engine knows already (fixture lists, live, memory): free to use. */
  known: () => Match[];
}

export class TeamFixtures {
  private readonly competitions = new Map<string, CompetitionEntry>();
  /**
   * Tables being fetched. One asked with an older key or address never holds a newer ask up: a
   * switch aborts it (ServiceConnection), so it ends at once, and its answer never comes after a
   * newer one.
   */
  private readonly inFlight = new Map<string, Promise<CompetitionEntry | null>>();
  private readonly teamCompetition = new Map<string, { ref: CompetitionRef | null; at: number }>();
  private readonly teamLists: TeamLists;

  constructor(private readonly deps: TeamFixturesDeps) {
    this.teamLists = new TeamLists(deps.clock, deps.fan);
  }

  async overviews(teams: readonly TeamRefs[]): Promise<TeamOverview[]> {
    const known = this.deps.known();
    const lists = await Promise.all(teams.map((team) => this.teamLists.of(team)));
    const refs = await Promise.all(
      teams.map((team, index) =>
        this.competitionOfTeam(team, [...known, ...ownGames(lists[index])]),
      ),
    );
    const wanted = new Map<string, { ref: CompetitionRef; events: boolean }>();
    refs.forEach((ref, index) => {
      if (!ref) return;
      // The season's events are needed only for a team without lists of its own.
      const events = wanted.get(keyOf(ref))?.events === true || !lists[index];
      wanted.set(keyOf(ref), { ref, events });
    });
    await Promise.all(
      [...wanted.values()].map(({ ref, events }) => this.entry(ref, known, events)),
    );
    return teams.map((team, index) =>
      this.overview(team, refs[index] ?? null, [...ownGames(lists[index]), ...known]),
    );
  }

  /** Upcoming matches of the teams from the cached lists (for reminders and poll plans). */
  upcoming(teams: readonly TeamRefs[]): Match[] {
    const cached = [
      ...[...this.competitions.values()].flatMap((entry) => entry.next),
      ...this.teamLists.upcoming(),
    ];
    return cached.filter((match) => teams.some((team) => plays(match, team)));
  }

  async standings(ref: CompetitionRef): Promise<Standings | null> {
    const entry = await this.entry(ref, this.deps.known(), false);
    return entry?.standings ?? null;
  }

  private overview(team: TeamRefs, ref: CompetitionRef | null, known: Match[]): TeamOverview {
    const entry = ref ? this.competitions.get(keyOf(ref)) : undefined;
    const now = this.deps.clock.now();
    const all = dedupe([...(entry?.next ?? []), ...(entry?.last ?? []), ...known]).filter((m) =>
      plays(m, team),
    );
    const next =
      all
        .filter(
          (m) =>
            m.status.phase === 'scheduled' &&
            m.startTimestamp !== null &&
            m.startTimestamp * 1000 > now - 3 * 3_600_000,
        )
        .sort((a, b) => (a.startTimestamp ?? 0) - (b.startTimestamp ?? 0))[0] ?? null;
    const finished = all
      .filter((m) => m.status.phase === 'finished' && outcomeFor(m, team.teamId) !== null)
      .sort((a, b) => (b.startTimestamp ?? 0) - (a.startTimestamp ?? 0));
    const last = finished[0] ?? null;
    const row = entry?.standings?.tables
      .flatMap((table) => table.rows)
      .find((candidate) => candidate.teamId === team.teamId);
    return {
      sport: team.sport,
      teamId: team.teamId,
      next,
      last,
      lastOutcome: last ? outcomeFor(last, team.teamId) : null,
      form: finished
        .slice(0, FORM_LENGTH)
        .map((m) => outcomeFor(m, team.teamId))
        .filter((outcome) => outcome !== null),
      competition: ref,
      standing: row ? { position: row.position, points: row.points } : null,
      // Where to watch is asked per match, by the caller that wants it (fans-day.ts).
      channels: null,
    };
  }

  /** The team's competition from a match we know, else from the team and tournament endpoints. */
  private async competitionOfTeam(team: TeamRefs, known: Match[]): Promise<CompetitionRef | null> {
    const seen = known
      .filter((match) => plays(match, team))
      .map(competitionOf)
      .find((ref) => ref !== null);
    if (seen) return seen;
    const key = `${team.sport}:${team.teamId}`;
    const cached = this.teamCompetition.get(key);
    const now = this.deps.clock.now();
    if (cached && now - cached.at < COMPETITION_LOOKUP_MS) return cached.ref;
    try {
      const ref = await this.deps.fan().teamCompetition(team.sport, team.teamId);
      this.teamCompetition.set(key, { ref, at: now });
      return ref;
    } catch (error) {
      // Given up (a stop, or a new key or address): nothing learnt, so nothing is kept for a day.
      if (!isServiceError(error, 'aborted')) this.teamCompetition.set(key, { ref: null, at: now });
      return null;
    }
  }

  private entry(
    ref: CompetitionRef,
    known: Match[],
    events: boolean,
  ): Promise<CompetitionEntry | null> {
    const key = keyOf(ref);
    const cached = this.competitions.get(key);
    const now = this.deps.clock.now();
    const enough = cached !== undefined && (cached.events || !events);
    if (cached && enough && !this.isStale(cached, ref, known, now)) return Promise.resolve(cached);
    const running = this.inFlight.get(key);
    if (running) return running;
    const fetching = this.fetch(ref, events, known).then(
      (entry) => {
        this.competitions.set(key, entry);
        return entry;
      },
      () => cached ?? null,
    );
    this.inFlight.set(key, fetching);
    return fetching.finally(() => {
      if (this.inFlight.get(key) === fetching) this.inFlight.delete(key);
    });
  }

  private isStale(entry: CompetitionEntry, ref: CompetitionRef, known: Match[], now: number) {
    const age = now - entry.fetchedAt;
    if (age >= FRESH_MS) return true;
    if (age < MIN_REFETCH_MS) return false;
    // A match of this competition that was still to play at the last fetch has finished since.
    return known.some(
      (match) =>
        match.status.phase === 'finished' &&
        entry.pending.has(matchKey(match.sport, match.id)) &&
        ofCompetition(match, ref),
    );
  }

  private async fetch(
    ref: CompetitionRef,
    events: boolean,
    known: Match[],
  ): Promise<CompetitionEntry> {
    const fan = this.deps.fan();
    const seasonEvents = (which: 'next' | 'last') =>
      events
        ? fan.seasonEvents(ref.sport, ref.tournamentId, ref.seasonId, which, 0)
        : Promise.reject(new Error('not asked: the teams have their own lists'));
    const [next, last, standings] = await Promise.allSettled([
      seasonEvents('next'),
      seasonEvents('last'),
      fan.standings(ref.sport, ref.tournamentId, ref.seasonId),
    ]);
    // Nothing at all: keep what was known (or nothing), and ask again next time.
    if (next.status === 'rejected' && last.status === 'rejected' && standings.status === 'rejected')
      throw next.reason;
    const upcoming = next.status === 'fulfilled' ? next.value : [];
    // The teams' own lists are kept longer than a table: a game of theirs the engine has seen
    // finish already is in this table, so it is not waited on.
    const over = new Set(
      known
        .filter((match) => match.status.phase === 'finished')
        .map((match) => matchKey(match.sport, match.id)),
    );
    const ownLists = this.teamLists
      .upcoming()
      .filter((match) => ofCompetition(match, ref))
      .filter((match) => !over.has(matchKey(match.sport, match.id)));
    return {
      events,
      next: upcoming,
      last: last.status === 'fulfilled' ? last.value : [],
      pending: new Set([...upcoming, ...ownLists].map((match) => matchKey(match.sport, match.id))),
      // A competition without a table answers 404 or no rows: no standings, never a guess.
      standings: standings.status === 'fulfilled' ? standings.value : null,
      fetchedAt: this.deps.clock.now(),
    };
  }
}

function keyOf(ref: CompetitionRef): string {
  return `${ref.sport}:${ref.tournamentId}:${ref.seasonId}`;
}

function plays(match: Match, team: TeamRefs): boolean {
  return (
    match.sport === team.sport && (match.home.id === team.teamId || match.away.id === team.teamId)
  );
}

function ofCompetition(match: Match, ref: CompetitionRef): boolean {
  const its = competitionOf(match);
  return its !== null && sameCompetition(its, ref);
}

function ownGames(lists: TeamGames | null | undefined): Match[] {
  return lists ? [...lists.games, ...lists.results] : [];
}

function dedupe(matches: Match[]): Match[] {
  // Later lists (what the engine knows now) win over the cached competition lists.
  const byKey = new Map<string, Match>();
  for (const match of matches) byKey.set(matchKey(match.sport, match.id), match);
  return [...byKey.values()];
}
