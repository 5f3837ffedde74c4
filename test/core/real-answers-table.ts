// One row per real answer: the endpoint the app asks for it, the moment it is read at (the
// scraper's fetch time; for a running basketball clock, the moment the clock was read), and what a
// fan sees (real-answers.test.ts). Each row was checked by hand against its file: a clock of the
// whole match split into its periods, the winner from winnerCode, the visitors first in US leagues.

export type Endpoint =
  | 'live'
  | 'match'
  | 'team-events'
  | 'incidents'
  | 'lineups'
  | 'statistics'
  | 'h2h'
  | 'winning-odds'
  | 'best-players'
  | 'stage-results'
  | 'standings';

export interface RealAnswerRow {
  endpoint: Endpoint;
  sport: string;
  /** ISO time the answer is read at. */
  at: string;
  fan: unknown;
}

export const REAL_ANSWERS: Record<string, RealAnswerRow> = {
  'data-status_samples-basketball-A_finished-91-walkover__17102381.json': {
    endpoint: 'match',
    sport: 'basketball',
    at: '2026-09-29T15:54:50+00:00',
    fan: [
      {
        teams: 'Australia 3x3 U23 v USA 3x3 U23',
        score: '–',
        phase: 'finished',
        clock: 'Walkover',
        period: null,
        winner: 'home',
        alerts: {
          home: "Final, Australia 3x3 U23 won: Australia 3x3 U23 v USA 3x3 U23 | Australia 3x3 U23 won by walkover · Women's FIBA 3x3 U23 World Cup, Group D",
          away: "Final, USA 3x3 U23 lost: Australia 3x3 U23 v USA 3x3 U23 | Australia 3x3 U23 won by walkover · Women's FIBA 3x3 U23 World Cup, Group D",
        },
        alertsDe: {
          home: "Spielende, Australia 3x3 U23 gewinnt: Australia 3x3 U23 – USA 3x3 U23 | Australia 3x3 U23 gewinnt kampflos · Women's FIBA 3x3 U23 World Cup, Group D",
          away: "Spielende, USA 3x3 U23 verliert: Australia 3x3 U23 – USA 3x3 U23 | Australia 3x3 U23 gewinnt kampflos · Women's FIBA 3x3 U23 World Cup, Group D",
        },
      },
    ],
  },
  'data-status_samples-basketball-A_inprogress-13-1st-quarter__17203938.json': {
    endpoint: 'match',
    sport: 'basketball',
    at: '2026-09-29T13:43:31+00:00',
    fan: [
      {
        teams: 'Fluminense U17 v Flamengo U17',
        score: '8–19',
        phase: 'live',
        clock: 'Q1 1:25',
        period: 1,
        winner: null,
      },
    ],
  },
  'data-status_samples-basketball-B4_live_break__17157547.json': {
    endpoint: 'match',
    sport: 'basketball',
    at: '2026-09-29T15:54:20+00:00',
    fan: [
      {
        teams: 'Al Arabi Doha v Shahrdari Gorgan',
        score: '53–54',
        phase: 'live',
        clock: 'Q3 0:29',
        period: 3,
        winner: null,
      },
    ],
  },
  'data-status_samples-basketball-B5_live_last_period__17203938.json': {
    endpoint: 'match',
    sport: 'basketball',
    at: '2026-09-29T15:55:03+00:00',
    fan: [
      {
        teams: 'Fluminense U17 v Flamengo U17',
        score: '49–68',
        phase: 'finished',
        clock: 'Final',
        period: null,
        winner: 'away',
        alerts: {
          home: 'Final, Fluminense U17 lost: Fluminense U17 49–68 Flamengo U17 | CBI U17, Fase Final',
          away: 'Final, Flamengo U17 won: Fluminense U17 49–68 Flamengo U17 | CBI U17, Fase Final',
        },
        alertsDe: {
          home: 'Spielende, Fluminense U17 verliert: Fluminense U17 49–68 Flamengo U17 | CBI U17, Fase Final',
          away: 'Spielende, Flamengo U17 gewinnt: Fluminense U17 49–68 Flamengo U17 | CBI U17, Fase Final',
        },
      },
    ],
  },
  'data-status_samples-basketball-K1_overtime_finished__17066086.json': {
    endpoint: 'match',
    sport: 'basketball',
    at: '2026-09-29T15:55:25+00:00',
    fan: [
      {
        teams: 'Minas Tênis Clube U22 v Paulistano U22',
        score: '78–70',
        phase: 'finished',
        clock: 'Final',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Final, Minas Tênis Clube U22 won: Minas Tênis Clube U22 78–70 Paulistano U22 | After overtime · LDB, Fase Final',
          away: 'Final, Paulistano U22 lost: Minas Tênis Clube U22 78–70 Paulistano U22 | After overtime · LDB, Fase Final',
        },
        alertsDe: {
          home: 'Spielende, Minas Tênis Clube U22 gewinnt: Minas Tênis Clube U22 78–70 Paulistano U22 | Nach Verlängerung · LDB, Fase Final',
          away: 'Spielende, Paulistano U22 verliert: Minas Tênis Clube U22 78–70 Paulistano U22 | Nach Verlängerung · LDB, Fase Final',
        },
      },
    ],
  },
  'data-status_samples-football-A_finished-110-aet__17148332.json': {
    endpoint: 'match',
    sport: 'football',
    at: '2026-09-29T15:52:53+00:00',
    fan: [
      {
        teams: 'Chippenham Town v Yate Town',
        score: '2–1',
        phase: 'finished',
        clock: 'AET',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Full time, Chippenham Town won: Chippenham Town 2–1 Yate Town | After extra time (AET) · FA Cup',
          away: 'Full time, Yate Town lost: Chippenham Town 2–1 Yate Town | After extra time (AET) · FA Cup',
        },
        alertsDe: {
          home: 'Abpfiff, Chippenham Town gewinnt: Chippenham Town 2–1 Yate Town | Nach Verlängerung (n.V.) · FA Cup',
          away: 'Abpfiff, Yate Town verliert: Chippenham Town 2–1 Yate Town | Nach Verlängerung (n.V.) · FA Cup',
        },
      },
    ],
  },
  'data-status_samples-football-A_finished-120-ap__17090707.json': {
    endpoint: 'match',
    sport: 'football',
    at: '2026-09-29T15:52:46+00:00',
    fan: [
      {
        teams: 'Brazil U20 v USA U20',
        score: '1–1',
        phase: 'finished',
        clock: 'Pen',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Full time, Brazil U20 won: Brazil U20 1–1 USA U20 | Brazil U20 won 5–4 on penalties · U20 FIFA World Cup, Women, Knockout stage',
          away: 'Full time, USA U20 lost: Brazil U20 1–1 USA U20 | Brazil U20 won 5–4 on penalties · U20 FIFA World Cup, Women, Knockout stage',
        },
        alertsDe: {
          home: 'Abpfiff, Brazil U20 gewinnt: Brazil U20 1–1 USA U20 | Brazil U20 gewinnt 5–4 im Elfmeterschießen · U20 FIFA World Cup, Women, Knockout stage',
          away: 'Abpfiff, USA U20 verliert: Brazil U20 1–1 USA U20 | Brazil U20 gewinnt 5–4 im Elfmeterschießen · U20 FIFA World Cup, Women, Knockout stage',
        },
      },
    ],
  },
  'data-status_samples-football-A_inprogress-31-halftime__17184989.json': {
    endpoint: 'match',
    sport: 'football',
    at: '2026-09-29T15:02:53+00:00',
    fan: [
      {
        teams: 'England U19 v Norway U19',
        score: '2–0',
        phase: 'paused',
        clock: 'HT',
        period: null,
        winner: null,
      },
    ],
  },
  'data-status_samples-football-A_interrupted-80-interrupted__17148292.json': {
    endpoint: 'match',
    sport: 'football',
    at: '2026-09-29T15:52:48+00:00',
    fan: [
      {
        teams: 'Anstrengung United v Oscar Foundation FC',
        score: '0–0',
        phase: 'interrupted',
        clock: 'Interrupted',
        period: null,
        winner: null,
      },
    ],
  },
  'data-status_samples-football-B5_live_last_period__17184988.json': {
    endpoint: 'match',
    sport: 'football',
    at: '2026-09-29T15:53:18+00:00',
    fan: [
      {
        teams: 'Bulgaria U19 v Romania U19',
        score: '0–1',
        phase: 'finished',
        clock: 'FT',
        period: null,
        winner: 'away',
        alerts: {
          home: 'Full time, Bulgaria U19 lost: Bulgaria U19 0–1 Romania U19 | U19 Friendly Games',
          away: 'Full time, Romania U19 won: Bulgaria U19 0–1 Romania U19 | U19 Friendly Games',
        },
        alertsDe: {
          home: 'Abpfiff, Bulgaria U19 verliert: Bulgaria U19 0–1 Romania U19 | U19 Friendly Games',
          away: 'Abpfiff, Romania U19 gewinnt: Bulgaria U19 0–1 Romania U19 | U19 Friendly Games',
        },
      },
    ],
  },
  'data-status_samples-tennis-A_finished-92-retired__17083330.json': {
    endpoint: 'match',
    sport: 'tennis',
    at: '2026-09-29T15:56:36+00:00',
    fan: [
      {
        teams: 'Dušan Lajović v Diego Dedura-Palomero',
        score: '0–0',
        phase: 'finished',
        clock: 'Retired',
        period: null,
        winner: 'away',
        alerts: {
          home: 'Match over, Dušan Lajović lost: Dušan Lajović 0–0 Diego Dedura-Palomero | Diego Dedura-Palomero won by retirement · Szczecin, Poland',
          away: 'Match over, Diego Dedura-Palomero won: Dušan Lajović 0–0 Diego Dedura-Palomero | Diego Dedura-Palomero won by retirement · Szczecin, Poland',
        },
        alertsDe: {
          home: 'Spielende, Dušan Lajović verliert: Dušan Lajović 0–0 Diego Dedura-Palomero | Diego Dedura-Palomero gewinnt durch Aufgabe · Szczecin, Poland',
          away: 'Spielende, Diego Dedura-Palomero gewinnt: Dušan Lajović 0–0 Diego Dedura-Palomero | Diego Dedura-Palomero gewinnt durch Aufgabe · Szczecin, Poland',
        },
      },
    ],
  },
  'data-status_samples-tennis-T5_live_tiebreak__17201991.json': {
    endpoint: 'match',
    sport: 'tennis',
    at: '2026-09-29T15:57:02+00:00',
    fan: [
      {
        teams: 'Bittoun Kouzmine C / Visker N v Added D / Paris T',
        score: '2–1',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, Bittoun Kouzmine C / Visker N won: Bittoun Kouzmine C / Visker N 2–1 Added D / Paris T | Mouilleron-le-Captif, France, Doubles',
          away: 'Match over, Added D / Paris T lost: Bittoun Kouzmine C / Visker N 2–1 Added D / Paris T | Mouilleron-le-Captif, France, Doubles',
        },
        alertsDe: {
          home: 'Spielende, Bittoun Kouzmine C / Visker N gewinnt: Bittoun Kouzmine C / Visker N 2–1 Added D / Paris T | Mouilleron-le-Captif, France, Doubles',
          away: 'Spielende, Added D / Paris T verliert: Bittoun Kouzmine C / Visker N 2–1 Added D / Paris T | Mouilleron-le-Captif, France, Doubles',
        },
      },
    ],
  },
  'research-all_sports-samples-american-football-event-id__1.json': {
    endpoint: 'match',
    sport: 'american-football',
    at: '2026-10-01T12:48:14+00:00',
    fan: [
      {
        teams: 'Western Kentucky Hilltoppers @ New Mexico State Aggies',
        score: '–',
        phase: 'scheduled',
        clock: '',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-badminton-event-id__1.json': {
    endpoint: 'match',
    sport: 'badminton',
    at: '2026-10-01T12:59:23+00:00',
    fan: [
      {
        teams: 'Schnider M. v Tatranova A.',
        score: '2–0',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, Schnider M. won: Schnider M. 2–0 Tatranova A. | Dutch Open, WS',
          away: 'Match over, Tatranova A. lost: Schnider M. 2–0 Tatranova A. | Dutch Open, WS',
        },
        alertsDe: {
          home: 'Spielende, Schnider M. gewinnt: Schnider M. 2–0 Tatranova A. | Dutch Open, WS',
          away: 'Spielende, Tatranova A. verliert: Schnider M. 2–0 Tatranova A. | Dutch Open, WS',
        },
      },
    ],
  },
  'research-all_sports-samples-baseball-event-id__1.json': {
    endpoint: 'match',
    sport: 'baseball',
    at: '2026-10-01T12:44:18+00:00',
    fan: [
      {
        teams: 'Philadelphia Phillies @ Atlanta Braves',
        score: '–',
        phase: 'scheduled',
        clock: '',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-basketball-event-id-best-players__1.json': {
    endpoint: 'best-players',
    sport: 'basketball',
    at: '2026-10-01T12:31:54+00:00',
    fan: {
      name: 'Jordin Canada',
      rating: '9.2',
    },
  },
  'research-all_sports-samples-basketball-event-id-h2h__1.json': {
    endpoint: 'h2h',
    sport: 'basketball',
    at: '2026-10-09T15:03:34+00:00',
    fan: {
      homeWins: 0,
      awayWins: 0,
      draws: 0,
    },
  },
  'research-all_sports-samples-basketball-event-id-incidents__3.json': {
    endpoint: 'incidents',
    sport: 'basketball',
    at: '2026-10-09T00:13:22+00:00',
    fan: ['2nd quarter', 'Q1'],
  },
  'research-all_sports-samples-basketball-event-id-provider-id-winning-odds__1.json': {
    endpoint: 'winning-odds',
    sport: 'basketball',
    at: '2026-10-09T15:03:43+00:00',
    fan: {
      failed: 'not-found',
      message: 'Not found (404: Not Found)',
    },
  },
  'research-all_sports-samples-basketball-event-id__1.json': {
    endpoint: 'match',
    sport: 'basketball',
    at: '2026-10-01T12:30:56+00:00',
    fan: [
      {
        teams: 'Hapoel Tel-Aviv v Real Madrid',
        score: '–',
        phase: 'scheduled',
        clock: '',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-cricket-event-id-incidents__1.json': {
    endpoint: 'incidents',
    sport: 'cricket',
    at: '2026-10-01T12:43:12+00:00',
    fan: ['39.5 Wicket — Tara French (run out)', '39.4 No run.', '39.3 No run.'],
  },
  'research-all_sports-samples-cricket-event-id__1.json': {
    endpoint: 'match',
    sport: 'cricket',
    at: '2026-10-01T12:42:41+00:00',
    fan: [
      {
        teams: 'India v West Indies',
        score: '–',
        phase: 'scheduled',
        clock: '',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-cricket-event-id__3.json': {
    endpoint: 'match',
    sport: 'cricket',
    at: '2026-10-09T00:08:26+00:00',
    fan: [
      {
        teams: 'India v West Indies',
        score: '172–171',
        phase: 'finished',
        clock: 'FT',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Full time, India won: India 172–171 West Indies | West Indies in India, 5 T20I Series',
          away: 'Full time, West Indies lost: India 172–171 West Indies | West Indies in India, 5 T20I Series',
        },
        alertsDe: {
          home: 'Abpfiff, India gewinnt: India 172–171 West Indies | West Indies in India, 5 T20I Series',
          away: 'Abpfiff, West Indies verliert: India 172–171 West Indies | West Indies in India, 5 T20I Series',
        },
      },
    ],
  },
  'research-all_sports-samples-cycling-stage-id-standings-competitor__1.json': {
    endpoint: 'stage-results',
    sport: 'cycling',
    at: '2026-10-01T12:39:05+00:00',
    fan: [
      {
        position: 1,
        name: 'Nicolas Breuillard',
        team: 'TotalEnergies',
        time: '3:11:26',
        gap: null,
      },
      {
        position: 2,
        name: 'Josh Burnett',
        team: 'Burgos Burpellet BH',
        time: '3:11:34',
        gap: '+0:08',
      },
      {
        position: 3,
        name: 'Lennart Jasch',
        team: null,
        time: '3:11:47',
        gap: '+0:21',
      },
    ],
  },
  'research-all_sports-samples-darts-event-id__1.json': {
    endpoint: 'match',
    sport: 'darts',
    at: '2026-10-01T12:55:44+00:00',
    fan: [
      {
        teams: 'Luke Woodhouse v Nathan Aspinall',
        score: '0–3',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'away',
        alerts: {
          home: 'Match over, Luke Woodhouse lost: Luke Woodhouse 0–3 Nathan Aspinall | World Grand Prix',
          away: 'Match over, Nathan Aspinall won: Luke Woodhouse 0–3 Nathan Aspinall | World Grand Prix',
        },
        alertsDe: {
          home: 'Spielende, Luke Woodhouse verliert: Luke Woodhouse 0–3 Nathan Aspinall | World Grand Prix',
          away: 'Spielende, Nathan Aspinall gewinnt: Luke Woodhouse 0–3 Nathan Aspinall | World Grand Prix',
        },
      },
    ],
  },
  'research-all_sports-samples-esports-event-id__1.json': {
    endpoint: 'match',
    sport: 'esports',
    at: '2026-10-01T12:56:52+00:00',
    fan: [
      {
        teams: 'maybe v eternal premium',
        score: '1–0',
        phase: 'live',
        clock: 'Map 2',
        period: 2,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-esports-event-id__2.json': {
    endpoint: 'match',
    sport: 'esports',
    at: '2026-10-09T00:09:27+00:00',
    fan: [
      {
        teams: 'G2 v PARIVISION',
        score: '1–2',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'away',
        alerts: {
          home: 'Match over, G2 lost: G2 1–2 PARIVISION | ESL Pro League Group Stage',
          away: 'Match over, PARIVISION won: G2 1–2 PARIVISION | ESL Pro League Group Stage',
        },
        alertsDe: {
          home: 'Spielende, G2 verliert: G2 1–2 PARIVISION | ESL Pro League Group Stage',
          away: 'Spielende, PARIVISION gewinnt: G2 1–2 PARIVISION | ESL Pro League Group Stage',
        },
      },
    ],
  },
  'research-all_sports-samples-esports-sport-sport-events-live__1.json': {
    endpoint: 'live',
    sport: 'esports',
    at: '2026-10-01T12:56:23+00:00',
    fan: [
      {
        teams: 'Revenge v Passion Academy',
        score: '1–1',
        phase: 'paused',
        clock: 'Break',
        period: null,
        winner: null,
      },
      {
        teams: 'maybe v eternal premium',
        score: '1–0',
        phase: 'live',
        clock: 'Map 2',
        period: 2,
        winner: null,
      },
      {
        teams: 'BIG v fnatic',
        score: '0–0',
        phase: 'live',
        clock: 'Map 1',
        period: 1,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-football-event-id-best-players-summary__1.json': {
    endpoint: 'best-players',
    sport: 'football',
    at: '2026-10-01T12:19:28+00:00',
    fan: {
      name: 'Nico Paz',
      rating: '9.4',
    },
  },
  'research-all_sports-samples-football-event-id-incidents__1.json': {
    endpoint: 'incidents',
    sport: 'football',
    at: '2026-10-01T12:17:36+00:00',
    fan: ['PEN', 'Penalty scored — J. Sarmiento', 'Penalty scored — H. Itō'],
  },
  'research-all_sports-samples-football-event-id-incidents__2.json': {
    endpoint: 'incidents',
    sport: 'football',
    at: '2026-10-08T23:52:49+00:00',
    fan: [
      'FT',
      'Substitution — K. Baba for A. Tahiri',
      'Substitution — E. H. Brija for A. E. Mahraoui',
      'Yellow card — N. Oussama',
      'Substitution — M. Makaazi for B. Benoun',
      'Substitution — A. Barkok for Y. Bakiz',
      'Substitution — C. Ibayi for D. Titus',
      'Yellow card — H. A. Allal',
      'Substitution — A. Brika for A. Harmach',
      'HT',
      'Yellow card — B. Arrassi',
      'Substitution — B. Arrassi for Y. Dahmani',
      'Red card — O. Chraibi',
      'Yellow card — O. Chraibi',
      'Yellow card — M. Agbekpornu',
      'Yellow card — A. Harmach',
    ],
  },
  'research-all_sports-samples-football-event-id__1.json': {
    endpoint: 'match',
    sport: 'football',
    at: '2026-10-01T12:08:27+00:00',
    fan: [
      {
        teams: 'Denmark v Portugal',
        score: '–',
        phase: 'scheduled',
        clock: '',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-football-sport-sport-events-live__1.json': {
    endpoint: 'live',
    sport: 'football',
    at: '2026-10-01T12:11:25+00:00',
    fan: [
      {
        teams: 'Japan v Ecuador',
        score: '0–0',
        phase: 'live',
        clock: 'Pen',
        period: null,
        winner: null,
      },
      {
        teams: 'KAS Eupen v Alemannia Aachen',
        score: '0–0',
        phase: 'live',
        clock: "35'",
        period: 1,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-futsal-event-id__1.json': {
    endpoint: 'match',
    sport: 'futsal',
    at: '2026-10-01T13:11:02+00:00',
    fan: [
      {
        teams: 'AACC Marechal Cândido Rondon Futsal v Resenhas FC',
        score: '2–1',
        phase: 'finished',
        clock: 'FT',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Full time, AACC Marechal Cândido Rondon Futsal won: AACC Marechal Cândido Rondon Futsal 2–1 Resenhas FC | Copa do Brasil, Feminino',
          away: 'Full time, Resenhas FC lost: AACC Marechal Cândido Rondon Futsal 2–1 Resenhas FC | Copa do Brasil, Feminino',
        },
        alertsDe: {
          home: 'Abpfiff, AACC Marechal Cândido Rondon Futsal gewinnt: AACC Marechal Cândido Rondon Futsal 2–1 Resenhas FC | Copa do Brasil, Feminino',
          away: 'Abpfiff, Resenhas FC verliert: AACC Marechal Cândido Rondon Futsal 2–1 Resenhas FC | Copa do Brasil, Feminino',
        },
      },
    ],
  },
  'research-all_sports-samples-handball-event-id-incidents__1.json': {
    endpoint: 'incidents',
    sport: 'handball',
    at: '2026-10-01T12:52:46+00:00',
    fan: {
      failed: 'not-found',
      message: 'Not found (404: Not Found)',
    },
  },
  'research-all_sports-samples-handball-event-id-incidents__2.json': {
    endpoint: 'incidents',
    sport: 'handball',
    at: '2026-10-08T23:58:27+00:00',
    fan: ['FT', 'Goal — A. Mesilhy', 'Goal — Y. Lumbroso'],
  },
  'research-all_sports-samples-handball-event-id__1.json': {
    endpoint: 'match',
    sport: 'handball',
    at: '2026-10-01T12:52:13+00:00',
    fan: [
      {
        teams: 'EC Pinheiros v Füchse Berlin',
        score: '–',
        phase: 'scheduled',
        clock: '',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-ice-hockey-event-id-incidents__1.json': {
    endpoint: 'incidents',
    sport: 'ice-hockey',
    at: '2026-10-01T12:47:32+00:00',
    fan: ['3rd Period', 'Goal (power play) — A. Lehkonen', 'Suspension (2 min) — A. Turcotte'],
  },
  'research-all_sports-samples-ice-hockey-event-id-lineups__1.json': {
    endpoint: 'lineups',
    sport: 'ice-hockey',
    at: '2026-10-01T12:47:30+00:00',
    fan: {
      home: [
        {
          id: 903199,
          name: 'Parker Kelly',
          position: 'C',
          shirtNumber: '17',
          substitute: false,
        },
        {
          id: 903046,
          name: 'Noah Juulsen',
          position: 'D',
          shirtNumber: '47',
          substitute: false,
        },
        {
          id: 898504,
          name: 'Nicolas Roy',
          position: 'C',
          shirtNumber: '10',
          substitute: false,
        },
      ],
      away: [
        {
          id: 816200,
          name: 'Joel Edmundson',
          position: 'D',
          shirtNumber: '6',
          substitute: false,
        },
        {
          id: 967638,
          name: 'Trevor Moore',
          position: 'L',
          shirtNumber: '12',
          substitute: false,
        },
        {
          id: 968804,
          name: 'Mikey Anderson',
          position: 'D',
          shirtNumber: '44',
          substitute: false,
        },
      ],
    },
  },
  'research-all_sports-samples-ice-hockey-event-id-statistics__1.json': {
    endpoint: 'statistics',
    sport: 'ice-hockey',
    at: '2026-10-01T12:47:31+00:00',
    fan: [
      {
        group: 'Match overview',
        name: 'Shots on goal',
        home: '29',
        away: '31',
      },
      {
        group: 'Match overview',
        name: 'Penalties',
        home: '5',
        away: '6',
      },
      {
        group: 'Match overview',
        name: 'Penalty minutes',
        home: '13',
        away: '15',
      },
    ],
  },
  'research-all_sports-samples-ice-hockey-event-id__1.json': {
    endpoint: 'match',
    sport: 'ice-hockey',
    at: '2026-10-01T12:47:35+00:00',
    fan: [
      {
        teams: 'Los Angeles Kings @ Colorado Avalanche',
        score: '4–8',
        phase: 'finished',
        clock: 'Final',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Final, Colorado Avalanche won: Los Angeles Kings 4–8 Colorado Avalanche | NHL',
          away: 'Final, Los Angeles Kings lost: Los Angeles Kings 4–8 Colorado Avalanche | NHL',
        },
        alertsDe: {
          home: 'Spielende, Colorado Avalanche gewinnt: Los Angeles Kings 4–8 Colorado Avalanche | NHL',
          away: 'Spielende, Los Angeles Kings verliert: Los Angeles Kings 4–8 Colorado Avalanche | NHL',
        },
      },
    ],
  },
  'research-all_sports-samples-ice-hockey-event-id__2.json': {
    endpoint: 'match',
    sport: 'ice-hockey',
    at: '2026-10-08T23:57:32+00:00',
    fan: [
      {
        teams: 'Minnesota Wild @ Buffalo Sabres',
        score: '2–3',
        phase: 'finished',
        clock: 'OT',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Final, Buffalo Sabres won: Minnesota Wild 2–3 Buffalo Sabres | After overtime · NHL',
          away: 'Final, Minnesota Wild lost: Minnesota Wild 2–3 Buffalo Sabres | After overtime · NHL',
        },
        alertsDe: {
          home: 'Spielende, Buffalo Sabres gewinnt: Minnesota Wild 2–3 Buffalo Sabres | Nach Verlängerung · NHL',
          away: 'Spielende, Minnesota Wild verliert: Minnesota Wild 2–3 Buffalo Sabres | Nach Verlängerung · NHL',
        },
      },
    ],
  },
  'research-all_sports-samples-mma-event-id__1.json': {
    endpoint: 'match',
    sport: 'mma',
    at: '2026-10-01T12:41:32+00:00',
    fan: [
      {
        teams: 'Joshua Van v Alexandre Pantoja',
        score: '–',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, Joshua Van won: Joshua Van v Alexandre Pantoja | Joshua Van won by unanimous decision · UFC 331: Van vs. Pantoja 2',
          away: 'Match over, Alexandre Pantoja lost: Joshua Van v Alexandre Pantoja | Joshua Van won by unanimous decision · UFC 331: Van vs. Pantoja 2',
        },
        alertsDe: {
          home: 'Spielende, Joshua Van gewinnt: Joshua Van – Alexandre Pantoja | Joshua Van gewinnt durch einstimmige Punktentscheidung · UFC 331: Van vs. Pantoja 2',
          away: 'Spielende, Alexandre Pantoja verliert: Joshua Van – Alexandre Pantoja | Joshua Van gewinnt durch einstimmige Punktentscheidung · UFC 331: Van vs. Pantoja 2',
        },
      },
    ],
  },
  'research-all_sports-samples-motorsport-stage-id-extended__1.json': {
    endpoint: 'match',
    sport: 'motorsport',
    at: '2026-10-01T12:36:12+00:00',
    fan: {
      failed: 'bad-payload',
      message: 'match: no event in the response (an object with stage)',
    },
  },
  'research-all_sports-samples-rugby-event-id__1.json': {
    endpoint: 'match',
    sport: 'rugby',
    at: '2026-10-08T23:59:20+00:00',
    fan: [
      {
        teams: 'Cardiff University v Cardiff Met',
        score: '38–14',
        phase: 'finished',
        clock: 'FT',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Full time, Cardiff University won: Cardiff University 38–14 Cardiff Met | BUCS Super Rugby',
          away: 'Full time, Cardiff Met lost: Cardiff University 38–14 Cardiff Met | BUCS Super Rugby',
        },
        alertsDe: {
          home: 'Abpfiff, Cardiff University gewinnt: Cardiff University 38–14 Cardiff Met | BUCS Super Rugby',
          away: 'Abpfiff, Cardiff Met verliert: Cardiff University 38–14 Cardiff Met | BUCS Super Rugby',
        },
      },
    ],
  },
  'research-all_sports-samples-snooker-event-id__1.json': {
    endpoint: 'match',
    sport: 'snooker',
    at: '2026-10-01T12:57:56+00:00',
    fan: [
      {
        teams: 'Judd Trump v Jiahui S.',
        score: '2–2',
        phase: 'live',
        clock: 'Started',
        period: null,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-table-tennis-event-id__1.json': {
    endpoint: 'match',
    sport: 'table-tennis',
    at: '2026-10-09T00:04:49+00:00',
    fan: [
      {
        teams: 'Junsung Oh v Karlsson K.',
        score: '3–2',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, Junsung Oh won: Junsung Oh 3–2 Karlsson K. | China Smash, MS',
          away: 'Match over, Karlsson K. lost: Junsung Oh 3–2 Karlsson K. | China Smash, MS',
        },
        alertsDe: {
          home: 'Spielende, Junsung Oh gewinnt: Junsung Oh 3–2 Karlsson K. | China Smash, MS',
          away: 'Spielende, Karlsson K. verliert: Junsung Oh 3–2 Karlsson K. | China Smash, MS',
        },
      },
    ],
  },
  'research-all_sports-samples-tennis-event-id-provider-id-winning-odds__1.json': {
    endpoint: 'winning-odds',
    sport: 'tennis',
    at: '2026-10-08T23:56:08+00:00',
    fan: {
      home: 0.38,
      draw: null,
      away: 0.67,
    },
  },
  'research-all_sports-samples-tennis-event-id__1.json': {
    endpoint: 'match',
    sport: 'tennis',
    at: '2026-10-01T12:33:33+00:00',
    fan: [
      {
        teams: 'Carlos Alcaraz v Alex Michelsen',
        score: '2–1',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, Carlos Alcaraz won: Carlos Alcaraz 2–1 Alex Michelsen | Tokyo, Japan',
          away: 'Match over, Alex Michelsen lost: Carlos Alcaraz 2–1 Alex Michelsen | Tokyo, Japan',
        },
        alertsDe: {
          home: 'Spielende, Carlos Alcaraz gewinnt: Carlos Alcaraz 2–1 Alex Michelsen | Tokyo, Japan',
          away: 'Spielende, Alex Michelsen verliert: Carlos Alcaraz 2–1 Alex Michelsen | Tokyo, Japan',
        },
      },
    ],
  },
  'research-all_sports-samples-tennis-sport-sport-events-live__1.json': {
    endpoint: 'live',
    sport: 'tennis',
    at: '2026-10-01T13:17:08+00:00',
    fan: [
      {
        teams: 'Xinyu Gao v Panna Udvardy',
        score: '1–0',
        phase: 'live',
        clock: '2nd set',
        period: 2,
        winner: null,
      },
      {
        teams: 'Learner Tien v Hubert Hurkacz',
        score: '1–1',
        phase: 'live',
        clock: '3rd set',
        period: 3,
        winner: null,
      },
    ],
  },
  'research-all_sports-samples-volleyball-team-id-events-last-id__1.json': {
    endpoint: 'team-events',
    sport: 'volleyball',
    at: '2026-10-09T00:03:17+00:00',
    fan: [
      {
        teams: 'OK Borac v OK Ljubinje-Bankom',
        score: '3–0',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, OK Borac won: OK Borac 3–0 OK Ljubinje-Bankom | Premijer Liga',
          away: 'Match over, OK Ljubinje-Bankom lost: OK Borac 3–0 OK Ljubinje-Bankom | Premijer Liga',
        },
        alertsDe: {
          home: 'Spielende, OK Borac gewinnt: OK Borac 3–0 OK Ljubinje-Bankom | Premijer Liga',
          away: 'Spielende, OK Ljubinje-Bankom verliert: OK Borac 3–0 OK Ljubinje-Bankom | Premijer Liga',
        },
      },
      {
        teams: 'OK Bosna Kalesija v OK Borac',
        score: '3–0',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'home',
        alerts: {
          home: 'Match over, OK Bosna Kalesija won: OK Bosna Kalesija 3–0 OK Borac | Premijer Liga',
          away: 'Match over, OK Borac lost: OK Bosna Kalesija 3–0 OK Borac | Premijer Liga',
        },
        alertsDe: {
          home: 'Spielende, OK Bosna Kalesija gewinnt: OK Bosna Kalesija 3–0 OK Borac | Premijer Liga',
          away: 'Spielende, OK Borac verliert: OK Bosna Kalesija 3–0 OK Borac | Premijer Liga',
        },
      },
      {
        teams: 'OK Borac v OK Kakanj 78',
        score: '0–3',
        phase: 'finished',
        clock: 'Finished',
        period: null,
        winner: 'away',
        alerts: {
          home: 'Match over, OK Borac lost: OK Borac 0–3 OK Kakanj 78 | Premijer Liga',
          away: 'Match over, OK Kakanj 78 won: OK Borac 0–3 OK Kakanj 78 | Premijer Liga',
        },
        alertsDe: {
          home: 'Spielende, OK Borac verliert: OK Borac 0–3 OK Kakanj 78 | Premijer Liga',
          away: 'Spielende, OK Kakanj 78 gewinnt: OK Borac 0–3 OK Kakanj 78 | Premijer Liga',
        },
      },
    ],
  },
  'research-all_sports-samples-volleyball-tournament-id-season-id-standings-total__1.json': {
    endpoint: 'standings',
    sport: 'volleyball',
    at: '2026-10-09T00:03:27+00:00',
    fan: [
      {
        name: 'Premijer Liga 26/27',
        top: ['1. OK Tempo 1 3', '2. OK Napredak Odžak 1 3', '3. OK Kakanj 78 1 3'],
        rows: 10,
      },
    ],
  },
};
