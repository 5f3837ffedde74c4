// The fixture list of one sport: a kick-off every slot, teams drawn from those who are rested,
// generated forward on demand so that new matches keep being scheduled as the clock runs.

import type { DemoTeam, DemoTournament, DemoRoster } from './entities';
import { createRandom, seedFrom, type Random } from './random';
import type { SimSport } from './sim-sport';
import type { TimedHappening } from './timeline';
import { withOffFieldEnds } from './off-field-ends';

export interface DemoMatch {
  sport: SimSport;
  id: number;
  slot: number;
  home: DemoTeam;
  away: DemoTeam;
  tournament: DemoTournament;
  round: number;
  /** Scheduled kick-off, epoch ms. */
  startAt: number;
  /** Cycling: the stage label carried by the home team's name and the season. */
  stageLabel?: string;
  script: TimedHappening[];
  /** Bumped on every change of the script, so cached states know they are stale. */
  version: number;
}

const REST_MS = 10 * 60_000;

export class SportSchedule {
  readonly matches: DemoMatch[] = [];
  private readonly byId = new Map<number, DemoMatch>();
  private readonly busyUntil = new Map<number, number>();
  private readonly pairing: Random;
  private readonly slotMs: number;
  private nextSlot: number;
  private readonly roundCounters = new Map<number, number>();

  constructor(
    private readonly seed: number,
    readonly sport: SimSport,
    private readonly sportIndex: number,
    private readonly roster: DemoRoster,
    from: number,
  ) {
    this.slotMs = sport.slotMinutes * 60_000;
    this.nextSlot = Math.floor(from / this.slotMs);
    this.pairing = createRandom(seedFrom(seed, 'pairing', sport.slug, this.nextSlot));
  }

  /** Makes sure every kick-off up to `time` exists. */
  ensureUntil(time: number): void {
    while (this.nextSlot * this.slotMs <= time) {
      const match = this.makeMatch(this.nextSlot);
      if (match) {
        this.matches.push(match);
        this.byId.set(match.id, match);
      }
      this.nextSlot++;
    }
  }

  /** Forgets matches that ended before `time`, so a long-running demo stays small. */
  prune(time: number): DemoMatch[] {
    let cut = 0;
    while (cut < this.matches.length && (this.matches[cut]?.script.at(-1)?.at ?? Infinity) < time)
      cut++;
    const gone = this.matches.splice(0, cut);
    for (const match of gone) this.byId.delete(match.id);
    return gone;
  }

  find(id: number): DemoMatch | undefined {
    return this.byId.get(id);
  }

  get generatedUntil(): number {
    return this.nextSlot * this.slotMs;
  }

  private makeMatch(slot: number): DemoMatch | null {
    const startAt = slot * this.slotMs;
    const teams = this.roster.teams.filter((team) => team.sport === this.sport.slug);
    const rested = teams.filter(
      (team) => (this.busyUntil.get(team.id) ?? -Infinity) + REST_MS <= startAt,
    );
    const random = createRandom(seedFrom(this.seed, 'match', this.sport.slug, slot));
    const id = (this.sportIndex + 1) * 10_000_000 + (slot % 10_000_000);
    if (this.sport.form === 'stage') return this.makeStage(slot, id, startAt, random, teams);
    if (rested.length < 2) return null;
    const home = this.pairing.pick(rested);
    const sameTournament = rested.filter(
      (team) => team !== home && team.tournamentId === home.tournamentId,
    );
    const away = this.pairing.pick(
      sameTournament.length > 0 ? sameTournament : rested.filter((team) => team !== home),
    );
    const tournament = this.roster.tournamentsById.get(home.tournamentId);
    if (!tournament) return null;
    const script = withOffFieldEnds(
      this.sport.slug,
      id,
      startAt,
      this.sport.script({
        random,
        kickOff: startAt,
        knockout: tournament.knockout,
        bestOf: tournament.bestOf,
        homePlayers: home.players.map((player) => player.name),
        awayPlayers: away.players.map((player) => player.name),
      }),
    );
    const end = script.at(-1)?.at ?? startAt;
    this.busyUntil.set(home.id, end);
    this.busyUntil.set(away.id, end);
    return {
      sport: this.sport,
      id,
      slot,
      home,
      away,
      tournament,
      round: this.nextRound(tournament, teams.length),
      startAt,
      script,
      version: 0,
    };
  }

  private makeStage(
    slot: number,
    id: number,
    startAt: number,
    random: Random,
    teams: DemoTeam[],
  ): DemoMatch | null {
    const tournament = this.roster.tournaments.filter((t) => t.sport === this.sport.slug)[slot % 2];
    const [first, second] = [random.pick(teams), random.pick(teams)];
    if (!tournament || !first || !second) return null;
    const stageNumber = (Math.floor(slot / 2) % 21) + 1;
    const stageLabel = `Stage ${stageNumber}: ${first.shortName} - ${second.shortName}`;
    const script = this.sport.script({
      random,
      kickOff: startAt,
      knockout: false,
      homePlayers: [],
      awayPlayers: [],
    });
    return {
      sport: this.sport,
      id,
      slot,
      home: first,
      away: second,
      tournament,
      round: stageNumber,
      startAt,
      stageLabel,
      script,
      version: 0,
    };
  }

  private nextRound(tournament: DemoTournament, teamCount: number): number {
    const played = (this.roundCounters.get(tournament.id) ?? 0) + 1;
    this.roundCounters.set(tournament.id, played);
    return Math.floor((played - 1) / Math.max(1, Math.floor(teamCount / 4))) + 1;
  }
}
