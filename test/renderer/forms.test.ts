import { describe, expect, it } from 'vitest';
import { defaultSettings, followedTeamSchema } from '../../shared/settings';
import { quotaView } from '../../renderer/src/format/quota';
import { nextUtcMidnight } from '../../shared/utc-day';
import { serviceAddressProblem } from '../../renderer/src/format/service-address';
import { mergeResults, planSearch, WATCHED_SPORTS } from '../../renderer/src/state/search-plan';
import {
  mergeWatchlist,
  replaceTeam,
  withToggledChoice,
} from '../../renderer/src/state/watchlist-merge';
import { matchWith } from '../fixtures/match-builders';
import { translator } from '../../shared/i18n';

const t = translator('en');

const team = (teamId: number, name = `Team ${teamId}`) =>
  followedTeamSchema.parse({ sport: 'football', teamId, name });

describe('search plan', () => {
  it('waits for two characters and asks every watched sport by default', () => {
    expect(planSearch('', WATCHED_SPORTS, ['football'])).toEqual({ kind: 'idle' });
    expect(planSearch(' a ', WATCHED_SPORTS, ['football'])).toEqual({ kind: 'too-short' });
    expect(planSearch(' ars ', WATCHED_SPORTS, ['football', 'tennis'])).toEqual({
      kind: 'run',
      query: 'ars',
      sports: ['football', 'tennis'],
    });
    expect(planSearch('ars', 'darts', ['football'])).toMatchObject({ sports: ['darts'] });
  });

  it('lists teams first and each result once', () => {
    const result = (type: 'team' | 'player', id: number) =>
      ({ type, sport: 'football', id, name: `${type} ${id}`, subtitle: null }) as const;
    expect(
      mergeResults([
        [result('player', 1), result('team', 2)],
        [result('team', 2), result('team', 3)],
      ]),
    ).toEqual([result('team', 2), result('team', 3), result('player', 1)]);
  });
});

describe('watchlist', () => {
  it('lists every followed team at once, with what the engine knows of its matches', () => {
    const live = matchWith({ id: 5 });
    const merged = mergeWatchlist([team(1), team(2)], [{ team: team(2), live, next: null }]);
    expect(merged).toEqual([
      { team: team(1), live: null, next: null },
      { team: team(2), live, next: null },
    ]);
  });

  it('flips one alert choice or the mute of one team, leaving the others alone', () => {
    const follows = [team(1), team(2)];
    const quieter = withToggledChoice(team(2), 'goals');
    expect(quieter.alerts).toEqual({ kickoff: true, goals: false, periods: true, fulltime: true });
    expect(withToggledChoice(team(2), 'muted').muted).toBe(true);
    expect(replaceTeam(follows, quieter)).toEqual([team(1), quieter]);
  });
});

describe('quota', () => {
  it('shares out what is spent and falls back to midnight UTC for the reset', () => {
    const now = Date.UTC(2026, 10, 21, 15, 0);
    expect(nextUtcMidnight(now)).toBe(Date.UTC(2026, 10, 22));
    expect(quotaView({ limit: 1000, remaining: 250, resetAt: null, usedToday: 700 }, now)).toEqual({
      spentShare: 0.75,
      used: 700,
      remaining: 250,
      limit: 1000,
      resetAt: Date.UTC(2026, 10, 22),
    });
    expect(
      quotaView({ limit: null, remaining: null, resetAt: 5, usedToday: 3 }, now).spentShare,
    ).toBeNull();
  });
});

describe('service address', () => {
  it('takes an empty host (the default) and full addresses for the path form', () => {
    const path = (baseUrl: string) => serviceAddressProblem({ addressForm: 'path', baseUrl }, t);
    expect(path('')).toBeNull();
    expect(path('https://api.example.com')).toBeNull();
    expect(path('http://127.0.0.1:4010')).toBeNull();
    expect(path('api.example.com')).toContain('full address');
    expect(path('ftp://example.com')).toContain('https://');
    expect(path('https://example.com/?key=1')).toContain('query');
  });

  it('takes a bare domain for the classic form', () => {
    const classic = (baseUrl: string) =>
      serviceAddressProblem({ addressForm: 'classic', baseUrl }, t);
    expect(classic('example.com')).toBeNull();
    expect(classic('https://example.com')).toContain('without https://');
    expect(classic('not a domain')).toContain('domain name');
  });

  it('agrees with the settings schema on the default', () => {
    expect(serviceAddressProblem(defaultSettings().service, t)).toBeNull();
  });
});
