// The `watchlist` line built from one team's answers: the place worded in the run's language, and
// every part the service did not tell left null (never a made-up place or an empty channel list),
// and the same line as a person reads it in text mode.

import { describe, expect, it } from 'vitest';
import { toText } from '../../electron/headless/output';
import { watchlistLine } from '../../electron/headless/watchlist-lines';
import type { TeamOverview } from '../../shared/fansday';
import { translator } from '../../shared/i18n';
import { listMatch } from '../fixtures/match-builders';

const KICKOFF = Date.UTC(2026, 8, 30, 18, 30);
const next = listMatch({ id: 7, homeId: 5, awayId: 9, phase: 'scheduled', startsAt: KICKOFF });
const last = listMatch({ id: 6, homeId: 3, awayId: 5, phase: 'finished', score: [1, 2] });

function overview(parts: Partial<TeamOverview> = {}): TeamOverview {
  return {
    sport: 'football',
    teamId: 5,
    next,
    last,
    lastOutcome: 'won',
    form: ['won', 'drew', 'lost'],
    competition: { sport: 'football', tournamentId: 1, seasonId: 2, name: 'Test League' },
    standing: { position: 3, points: 34 },
    channels: ['Sport One'],
    ...parts,
  };
}

describe('the watchlist line', () => {
  it('says when we play, how we did, our form and our place', () => {
    const line = watchlistLine(overview(), 'Ours', translator('en'));
    expect(line).toEqual({
      type: 'watchlist',
      sport: 'football',
      team: { id: 5, name: 'Ours' },
      next: {
        matchId: 7,
        opponent: { id: 9, name: 'Away 7' },
        home: true,
        competition: 'Test League',
        kickoff: '2026-09-30T18:30:00.000Z',
        channels: ['Sport One'],
      },
      last: {
        matchId: 6,
        opponent: { id: 3, name: 'Home 6' },
        home: false,
        competition: 'Test League',
        score: { home: 1, away: 2 },
        outcome: 'won',
      },
      form: ['won', 'drew', 'lost'],
      table: {
        competition: { name: 'Test League', tournamentId: 1, seasonId: 2 },
        position: 3,
        points: 34,
        text: '3rd · 34 pts',
      },
    });
    expect(toText(line, { t: translator('en'), locale: 'en-GB' })).toMatch(
      /^\[football\] Ours · next: vs Away 7 \(Test League\), .+, on Sport One · last: won 1–2 at Home 6 \(Test League\) · form: WDL · table: 3rd · 34 pts \(Test League\)$/,
    );
  });

  it('words the place in the run language', () => {
    const line = watchlistLine(overview(), 'Ours', translator('de'));
    expect(line.table?.text).toBe('3. · 34 Pkt.');
    expect(toText(line, { t: translator('de'), locale: 'de-DE' })).toMatch(
      /^\[football\] Ours · nächstes: gegen Away 7 \(Test League\), .+, auf Sport One · letztes: gewonnen 1–2 bei Home 6 \(Test League\) · Form: SUN · Tabelle: 3\. · 34 Pkt\. \(Test League\)$/,
    );
  });

  it('leaves out what the service did not tell: no guessed place, points or channels', () => {
    expect(
      watchlistLine(overview({ standing: { position: null, points: 34 } }), null, translator('en'))
        .table,
    ).toBeNull();
    expect(
      watchlistLine(overview({ standing: { position: 1, points: null } }), null, translator('en'))
        .table,
    ).toMatchObject({ position: 1, points: null, text: '1st' });
    expect(
      watchlistLine(overview({ channels: [] }), null, translator('en')).next?.channels,
    ).toBeNull();
    const none = watchlistLine(
      overview({
        next: null,
        last: null,
        lastOutcome: null,
        form: [],
        standing: null,
        competition: null,
      }),
      null,
      translator('en'),
    );
    expect(none).toMatchObject({ next: null, last: null, form: [], table: null });
    expect(toText(none, { t: translator('en'), locale: 'en-GB' })).toBe(
      '[football] team 5 · next: n/a · last: n/a · form: n/a · table: n/a',
    );
  });
});
