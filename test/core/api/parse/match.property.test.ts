// Property tests of the event parsers: any event in a documented form reads to the Match it
// describes, extra fields change nothing, and junk never escapes as anything but a typed error.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoreSide } from '../../../../shared/domain';
import { serviceEventSchema } from '../../../../electron/core/api/parse/match';
import { parseMatchList, parseSingleMatch } from '../../../../electron/core/api/parse/match-list';
import { isParseError } from '../../../../electron/core/api/parse/parse-error';

const NOW = Date.UTC(2026, 9, 1, 12, 0);

const name = fc
  .string({ minLength: 1, maxLength: 24 })
  .filter((text) => text.trim() === text && text.length > 0);
const id = fc.integer({ min: 1, max: 2 ** 31 });
const goals = fc.nat({ max: 200 });

interface GeneratedScore {
  /** undefined: the event has no score key at all (matches not started). */
  raw: Record<string, unknown> | undefined;
  expected: ScoreSide;
}

interface ScoreFields {
  current?: number;
  display?: number;
  overtime?: number;
  penalties?: number;
  point?: string;
}

/** What a score record reads as: each field it does not carry is null, its periods in order. */
function readAs(fields: ScoreFields, periods: number[]): ScoreSide {
  return {
    current: fields.current ?? null,
    display: fields.display ?? null,
    periods,
    overtime: fields.overtime ?? null,
    penalties: fields.penalties ?? null,
    point: fields.point ?? null,
  };
}

const NO_SCORE: GeneratedScore = { raw: undefined, expected: readAs({}, []) };

const presentScore: fc.Arbitrary<GeneratedScore> = fc
  .record({
    current: fc.option(goals, { nil: undefined }),
    display: fc.option(goals, { nil: undefined }),
    periods: fc.array(goals, { maxLength: 6 }),
    overtime: fc.option(goals, { nil: undefined }),
    penalties: fc.option(goals, { nil: undefined }),
    point: fc.option(fc.constantFrom('0', '15', '30', '40', 'A'), { nil: undefined }),
  })
  .map(({ periods, ...rest }) => {
    const raw: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) raw[key] = value;
    periods.forEach((value, index) => (raw[`period${index + 1}`] = value));
    return { raw, expected: readAs(rest, periods) };
  });

/** The event as JSON would carry it: a key whose value is undefined is no key at all. */
function withoutUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Mostly a score object, sometimes no score at all. */
const score = fc.oneof(
  { arbitrary: presentScore, weight: 4 },
  { arbitrary: fc.constant(NO_SCORE), weight: 1 },
);

const statusType = fc.constantFrom(
  ['notstarted', 'scheduled'],
  ['inprogress', 'live'],
  ['finished', 'finished'],
  ['postponed', 'postponed'],
  ['canceled', 'cancelled'],
) as fc.Arbitrary<[string, string]>;

/** An event in one of the documented forms, with what it must read as. */
const documentedEvent = fc
  .record({
    form: fc.constantFrom('object', 'basketball-string', 'stage'),
    id,
    homeId: id,
    awayId: id,
    homeName: name,
    awayName: name,
    homeScore: score,
    awayScore: score,
    status: statusType,
    tournamentId: id,
    tournamentName: name,
    start: fc.integer({ min: 1_500_000_000, max: 1_900_000_000 }),
  })
  .map((g) => {
    const [type, phase] = g.status;
    const description = phase === 'live' ? 'In progress' : 'Some words';
    if (g.form === 'basketball-string') {
      return {
        sport: 'basketball',
        raw: withoutUndefined({
          id: g.id,
          homeTeam: g.homeName,
          awayTeam: g.awayName,
          homeTeamId: g.homeId,
          awayTeamId: g.awayId,
          homeScore: g.homeScore.raw,
          awayScore: g.awayScore.raw,
          // Basketball's text status: words that name the phase, as the service's do.
          status: {
            scheduled: 'Not started',
            live: '3rd quarter',
            finished: 'Ended',
            postponed: 'Postponed',
            cancelled: 'Canceled',
          }[phase],
          statusCode: { scheduled: 0, live: 15, finished: 100, postponed: 60, cancelled: 70 }[
            phase
          ],
          tournament: g.tournamentName,
          tournamentId: g.tournamentId,
          startTimestamp: g.start,
        }),
        expected: {
          id: g.id,
          home: { id: g.homeId, name: g.homeName },
          away: { id: g.awayId, name: g.awayName },
          phase,
          isStage: false,
        },
        g,
      };
    }
    const stage = g.form === 'stage';
    return {
      sport: stage ? 'cycling' : 'futsal',
      raw: withoutUndefined({
        id: g.id,
        homeTeam: { id: stage ? 0 : g.homeId, name: g.homeName },
        awayTeam: stage ? { id: 0, name: '' } : { id: g.awayId, name: g.awayName },
        homeScore: g.homeScore.raw,
        awayScore: g.awayScore.raw,
        status: { code: 1, description, type },
        tournament: { id: g.tournamentId, name: g.tournamentName },
        startTimestamp: g.start,
      }),
      expected: {
        id: g.id,
        home: { id: stage ? 0 : g.homeId, name: g.homeName },
        away: stage ? { id: 0, name: '' } : { id: g.awayId, name: g.awayName },
        phase,
        isStage: stage,
      },
      g,
    };
  });

/** Keys the parser reads at the top of an event (and the object's own), which extra keys avoid. */
const KNOWN_KEYS = new Set([
  ...Object.keys(serviceEventSchema({ sport: 'football', now: NOW }).in.shape),
  '__proto__',
  'constructor',
  'prototype',
]);
const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !KNOWN_KEYS.has(key)),
  fc.jsonValue(),
  { maxKeys: 6 },
);

describe('event parser properties', () => {
  it('any documented-form event reads to the match it describes', () => {
    fc.assert(
      fc.property(documentedEvent, ({ sport, raw, expected, g }) => {
        const match = parseSingleMatch('match', raw, { sport, now: NOW });
        const { phase, ...identity } = expected;
        expect(match).toMatchObject({
          sport,
          ...identity,
          status: expect.objectContaining({ phase }),
          tournament: { id: g.tournamentId, name: g.tournamentName },
          startTimestamp: g.start,
        });
        expect(match.homeScore).toEqual(g.homeScore.expected);
        expect(match.awayScore).toEqual(g.awayScore.expected);
      }),
      { numRuns: 300 },
    );
  });

  it('extra unknown fields, on the event and in its scores, change nothing', () => {
    fc.assert(
      fc.property(
        documentedEvent,
        extraFields,
        extraFields,
        ({ sport, raw }, extra, scoreExtra) => {
          const plain = parseSingleMatch('match', raw, { sport, now: NOW });
          const noisyScore = Object.fromEntries(
            Object.entries(scoreExtra).filter(
              ([key]) => !/^(period\d+|current|display|overtime|penalties|point)$/.test(key),
            ),
          );
          const noisy = {
            ...extra,
            ...raw,
            homeScore: { ...noisyScore, ...((raw.homeScore as object | undefined) ?? {}) },
          };
          expect(parseSingleMatch('match', noisy, { sport, now: NOW })).toEqual(plain);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a list of good and junk items keeps every good one and reports every junk one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            documentedEvent.map((event) => ({ good: true as const, event })),
            fc.jsonValue().map((junk) => ({ good: false as const, junk })),
          ),
        ),
        (entries) => {
          const body = {
            events: entries.map((entry) =>
              entry.good
                ? {
                    ...entry.event.raw,
                    homeTeam: { id: 5, name: 'Home' },
                    awayTeam: { id: 6, name: 'Away' },
                  }
                : entry.junk,
            ),
          };
          const result = parseMatchList('live', body, { sport: 'futsal', now: NOW });
          const goodCount = entries.filter((entry) => entry.good).length;
          expect(result.items.length).toBeGreaterThanOrEqual(goodCount);
          expect(result.items.length + result.problems.length).toBe(entries.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('junk never throws anything but a ParseError', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('football', 'basketball', 'cycling', 'tennis'),
        (junk, sport) => {
          for (const read of [
            () => parseMatchList('live', junk, { sport, now: NOW }),
            () => parseMatchList('live', { events: [junk] }, { sport, now: NOW }),
            () => parseSingleMatch('match', junk, { sport, now: NOW }),
            () => parseSingleMatch('match', { event: junk }, { sport, now: NOW }),
          ]) {
            try {
              read();
            } catch (error) {
              if (!isParseError(error)) throw error;
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
