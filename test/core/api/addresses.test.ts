import { describe, expect, it } from 'vitest';
import { createAddressBook } from '../../../electron/core/api/addresses';

describe('service addresses', () => {
  it('the path form puts version and sport after the host and drops /api', () => {
    const book = createAddressBook({ addressForm: 'path', baseUrl: 'http://127.0.0.1:4010/' });
    expect(book.data('football', 'live')).toBe('http://127.0.0.1:4010/v2/football/live');
    expect(book.data('basketball', '/match/7/incidents')).toBe(
      'http://127.0.0.1:4010/v2/basketball/match/7/incidents',
    );
    expect(book.image('football', 'teams', 42)).toBe(
      'http://127.0.0.1:4010/v2/football/images/teams/42',
    );
  });

  it('the classic form puts version and sport in the host name and keeps /api', () => {
    const book = createAddressBook({ addressForm: 'classic', baseUrl: 'example.com' });
    expect(book.data('ice-hockey', 'schedule/2026-10-01')).toBe(
      'https://v2.ice-hockey.example.com/api/schedule/2026-10-01',
    );
    expect(book.image('football', 'players', 5)).toBe(
      'https://v2.football.example.com/images/players/5',
    );
  });

  it('the classic scheme can be http for loopback tests, and a port is kept', () => {
    const book = createAddressBook({ addressForm: 'classic', baseUrl: 'x:4567' }, 'http');
    expect(book.data('football', 'live')).toBe('http://v2.football.x:4567/api/live');
    const explicit = createAddressBook({ addressForm: 'classic', baseUrl: 'http://x:99' });
    expect(explicit.data('futsal', 'today')).toBe('http://v2.futsal.x:99/api/today');
  });

  it('the global endpoints have no sport: /api/v1 on the path host, or on the classic domain', () => {
    const path = createAddressBook({ addressForm: 'path', baseUrl: 'https://api.example.com/' });
    expect(path.global('sports')).toBe('https://api.example.com/api/v1/sports');
    const classic = createAddressBook({ addressForm: 'classic', baseUrl: 'example.com' });
    expect(classic.global('match-counts')).toBe('https://example.com/api/v1/match-counts');
  });

  it('V6 competitions and the V5 sportsbook in both forms (path form drops /api/v1)', () => {
    const path = createAddressBook({ addressForm: 'path', baseUrl: 'https://api.example.com/' });
    expect(path.versioned('v6', 'football', 'competition/17/archive')).toBe(
      'https://api.example.com/v6/football/competition/17/archive',
    );
    expect(path.versioned('v5', null, 'event/9')).toBe('https://api.example.com/v5/event/9');
    const classic = createAddressBook({ addressForm: 'classic', baseUrl: 'example.com' });
    expect(classic.versioned('v6', 'football', 'competition/17/stats', { season_id: '3' })).toBe(
      'https://v6.football.example.com/api/v1/competition/17/stats?season_id=3',
    );
    expect(classic.versioned('v5', null, 'event/9')).toBe('https://v5.example.com/api/v1/event/9');
  });

  it('queries are encoded', () => {
    const book = createAddressBook({ addressForm: 'path', baseUrl: 'https://api.example.com' });
    expect(book.data('football', 'search', { q: 'Real & Co' })).toBe(
      'https://api.example.com/v2/football/search?q=Real+%26+Co',
    );
  });

  it('the push channel address carries the key, ws for http and wss for https', () => {
    const local = createAddressBook({ addressForm: 'path', baseUrl: 'http://127.0.0.1:4010' });
    expect(local.webSocket('football', 'k 1')).toBe(
      'ws://127.0.0.1:4010/v2/football/ws?x-api-key=k+1',
    );
    const secure = createAddressBook({ addressForm: 'path', baseUrl: 'https://api.example.com' });
    expect(secure.webSocket('football', 'KEY')).toBe(
      'wss://api.example.com/v2/football/ws?x-api-key=KEY',
    );
    const classic = createAddressBook({ addressForm: 'classic', baseUrl: 'example.com' });
    expect(classic.webSocket('football', 'KEY')).toBe(
      'wss://v2.football.example.com/ws?x-api-key=KEY',
    );
  });

  it('a sport that is not a slug never reaches an address', () => {
    const book = createAddressBook({ addressForm: 'path', baseUrl: 'http://127.0.0.1:1' });
    expect(() => book.data('../admin', 'live')).toThrow(/not a sport/);
    expect(() => book.data('Football', 'live')).toThrow(/not a sport/);
  });

  it('a base address that is not one is refused with a clear message', () => {
    expect(() => createAddressBook({ addressForm: 'path', baseUrl: 'not a url' })).toThrow(
      /not a valid address/,
    );
    expect(() => createAddressBook({ addressForm: 'path', baseUrl: 'ftp://host' })).toThrow(/http/);
  });
});
