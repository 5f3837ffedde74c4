import { describe, expect, it } from 'vitest';
import type { ClockState, MatchStatus } from '../../shared/domain';
import { translator } from '../../shared/i18n';
import {
  matchClock,
  msUntilClockChange,
  periodWord,
  type ClockInput,
} from '../../shared/match-clock';
import { SECOND_HALF_AT, secondHalfClock } from '../fixtures/match-builders';

const MINUTE = 60_000;

function footballAt(
  state: Partial<ClockState> | null,
  status: Partial<MatchStatus> = {},
): ClockInput {
  return {
    sport: 'football',
    clock: null,
    status: { phase: 'live', text: '2nd half', code: 7, ...status },
    clockState: state === null ? null : secondHalfClock(state),
  };
}

describe('the running match clock', () => {
  it('moves on between updates: the same reading shows a later minute as the clock goes on', () => {
    const match = footballAt({});
    expect(matchClock(match, SECOND_HALF_AT)).toBe("46'");
    expect(matchClock(match, SECOND_HALF_AT + 13 * MINUTE + 5_000)).toBe("59'");
    // Three minutes with no news from the service: the row no longer stands at 59'.
    expect(matchClock(match, SECOND_HALF_AT + 16 * MINUTE + 5_000)).toBe("62'");
  });

  it('runs on from a reading taken mid-period: the last known minute and when it was seen', () => {
    // Seen at 58:10 a minute after the half began; no news since.
    const seen = footballAt({ seconds: 58 * 60 + 10, at: SECOND_HALF_AT + MINUTE });
    expect(matchClock(seen, SECOND_HALF_AT + MINUTE)).toBe("59'");
    expect(matchClock(seen, SECOND_HALF_AT + MINUTE + 50_000)).toBe("60'");
    // Into stoppage time from the same reading, and a later reading that stops the clock holds.
    expect(matchClock(seen, SECOND_HALF_AT + 34 * MINUTE)).toBe("90+2'");
    const stopped = footballAt({
      seconds: 91 * 60,
      at: SECOND_HALF_AT + 34 * MINUTE,
      running: false,
    });
    expect(matchClock(stopped, SECOND_HALF_AT + 40 * MINUTE)).toBe("90+2'");
  });

  it('shows added time past the end of the period, and stops believing it after 20 minutes', () => {
    const match = footballAt({});
    expect(matchClock(match, SECOND_HALF_AT + 44 * MINUTE + 59_000)).toBe("90'");
    expect(matchClock(match, SECOND_HALF_AT + 46 * MINUTE + 1_000)).toBe("90+2'");
    expect(matchClock(match, SECOND_HALF_AT + 300 * MINUTE)).toBe("90+20'");
    const firstHalf = footballAt({ seconds: 0, periodEnd: 45 * 60 }, { text: '1st half' });
    expect(matchClock(firstHalf, SECOND_HALF_AT + 45 * MINUTE + 30_000)).toBe("45+1'");
  });

  it('stops at a pause: a clock that is not running shows what it last read', () => {
    const stopped = footballAt({ seconds: 58 * 60 + 10, running: false, at: SECOND_HALF_AT });
    expect(matchClock(stopped, SECOND_HALF_AT + 10 * MINUTE)).toBe("59'");
  });

  it('shows the break, not a minute, at half-time and before extra time', () => {
    const paused = (text: string) => footballAt({}, { phase: 'paused', text });
    expect(matchClock(paused('Halftime'), SECOND_HALF_AT + 5 * MINUTE)).toBe('HT');
    expect(matchClock(paused('Awaiting extra time'), SECOND_HALF_AT)).toBe('Break');
    expect(matchClock(paused('Extra time halftime'), SECOND_HALF_AT)).toBe('ET HT');
  });

  it('calls football extra time ET and ice hockey overtime OT; a shoot-out reads Pen', () => {
    const extra = footballAt({ seconds: 90 * 60, periodEnd: 105 * 60 }, { text: '1st extra' });
    expect(matchClock(extra, SECOND_HALF_AT + 6 * MINUTE + 1_000)).toBe("97'");
    expect(periodWord({ sport: 'football', status: extra.status })).toBe('ET');
    expect(
      periodWord({ sport: 'ice-hockey', status: { phase: 'live', text: 'Overtime', code: null } }),
    ).toBe('OT');
    expect(matchClock(footballAt(null, { text: 'Penalties', code: 50 }), 0)).toBe('Pen');
    expect(matchClock(footballAt(null, { phase: 'finished', text: 'AP', code: 120 }), 0)).toBe(
      'Pen',
    );
    expect(matchClock(footballAt(null, { phase: 'finished', text: 'AET', code: 110 }), 0)).toBe(
      'AET',
    );
    expect(matchClock(footballAt(null, { phase: 'finished', text: 'Ended', code: 100 }), 0)).toBe(
      'FT',
    );
  });

  it('a stage of a race finishes: "Finished", never full time', () => {
    const stage: ClockInput = {
      sport: 'cycling',
      clock: null,
      status: { phase: 'finished', text: 'Ended', code: 100 },
    };
    expect(matchClock(stage, 0)).toBe('Finished');
    expect(matchClock(stage, 0, translator('de'))).toBe('Beendet');
  });

  it('speaks German when given its words: HZ, n.V., Ende, 3. V, Verschoben', () => {
    const de = translator('de');
    const paused = footballAt({}, { phase: 'paused', text: 'Halftime' });
    expect(matchClock(paused, SECOND_HALF_AT, de)).toBe('HZ');
    const finished = (text: string) => footballAt(null, { phase: 'finished', text, code: 100 });
    expect(matchClock(finished('AET'), 0, de)).toBe('n.V.');
    expect(matchClock(finished('Ended'), 0, de)).toBe('Ende');
    expect(matchClock(footballAt(null, { phase: 'postponed', text: '' }), 0, de)).toBe(
      'Verschoben',
    );
    const quarter = { phase: 'live' as const, text: '3rd quarter', code: 15 };
    expect(periodWord({ sport: 'basketball', status: quarter }, de)).toBe('3. V');
  });

  it('keeps the last label when there is no reading to run on', () => {
    expect(matchClock({ ...footballAt(null), clock: "33'" }, SECOND_HALF_AT)).toBe("33'");
    expect(matchClock(footballAt(null), SECOND_HALF_AT)).toBe('2H');
  });

  it('shows the period of a stopped-clock sport, and its clock (as time left) when known', () => {
    const quarter = (state: Partial<ClockState> | null): ClockInput => ({
      sport: 'basketball',
      clock: null,
      status: { phase: 'live', text: '3rd quarter', code: 15 },
      clockState:
        state === null
          ? null
          : {
              scope: 'period',
              seconds: 348,
              at: 1000,
              running: false,
              periodEnd: 600,
              countdown: true,
              ...state,
            },
    });
    expect(matchClock(quarter(null), 0)).toBe('Q3');
    expect(matchClock(quarter({}), 50_000)).toBe('Q3 4:12');
    expect(matchClock(quarter({ running: true }), 1000 + 12_000)).toBe('Q3 4:00');
    expect(matchClock(quarter({ running: true }), 1000 + 3_600_000)).toBe('Q3 0:00');
  });

  it('names the period each sport plays: sets, maps, games, frames', () => {
    const word = (sport: string, text: string) =>
      periodWord({ sport, status: { phase: 'live', text, code: null } });
    // Where the period is the whole clock it is said in words; beside a time it stays short.
    expect(word('tennis', '2nd set')).toBe('2nd set');
    expect(word('tennis', 'Set 1')).toBe('1st set');
    expect(word('volleyball', '3rd set')).toBe('3rd set');
    expect(word('tennis', '4th set')).toBe('4th set');
    expect(word('esports', 'Second game')).toBe('Map 2');
    expect(word('badminton', '3rd game')).toBe('G3');
    expect(word('snooker', 'Frame 7')).toBe('Frame 7');
    const de = (sport: string, text: string) =>
      periodWord({ sport, status: { phase: 'live', text, code: null } }, translator('de'));
    expect(de('tennis', '3rd set')).toBe('3. Satz');
    expect(de('esports', 'Second game')).toBe('Karte 2');
    expect(de('snooker', 'Frame 7')).toBe('Frame 7');
    expect(word('ice-hockey', '2nd period')).toBe('P2');
    expect(word('football', 'In progress')).toBeNull();
  });

  it('says when it will next read differently, so a surface redraws then and not before', () => {
    const match = footballAt({});
    expect(msUntilClockChange(match, SECOND_HALF_AT + 10_000)).toBe(50_000);
    expect(msUntilClockChange(match, SECOND_HALF_AT)).toBe(MINUTE);
    expect(msUntilClockChange(footballAt({ running: false }), SECOND_HALF_AT)).toBeNull();
    expect(msUntilClockChange(footballAt({}, { phase: 'paused', text: 'Halftime' }), 0)).toBeNull();
  });
});

describe('tennis in the ticker and tooltip', () => {
  it('shows sets, games of the set, the point and who serves', async () => {
    const { tickerLine, tooltipLine } = await import('../../shared/ticker-format');
    const { deriveProgress } = await import('../../shared/match-progress');
    const { emptyScoreSide } = await import('../../shared/domain');
    const base = {
      sport: 'tennis',
      id: 1,
      home: { id: 1, name: 'Xinyu Gao', code: 'GAO' },
      away: { id: 2, name: 'Panna Udvardy', code: 'UDV' },
      homeScore: { ...emptyScoreSide(), current: 1, display: 1, periods: [6, 3], point: '30' },
      awayScore: { ...emptyScoreSide(), current: 0, display: 0, periods: [2, 2], point: '15' },
      status: { phase: 'live' as const, text: '2nd set', code: 9 },
      tournament: { id: 1, name: 'Beijing' },
      season: null,
      startTimestamp: null,
      clock: null,
      isStage: false,
    };
    const match = { ...base, progress: deriveProgress(base, { server: 'away' }) };
    expect(tickerLine(match, 0)).toBe('GAO 1–0 •UDV 3–2 30–15');
    expect(tooltipLine(match, 0)).toBe('Xinyu Gao 1–0 •Panna Udvardy 3–2 30–15');
  });
});
