import { describe, expect, it } from 'vitest';
import { parseHeadlessArgs } from '../../electron/headless/args';
import { UsageError } from '../../electron/headless/flag-values';

const parse = (argv: string[], env: Record<string, string> = {}) => parseHeadlessArgs(argv, env);

describe('headless flags', () => {
  it('runs the demo when no key is given', () => {
    const config = parse(['--json']);
    expect(config).toMatchObject({ demo: true, json: true, apiKey: null, follows: [], sports: [] });
  });

  it('reads every flag of the contract', () => {
    const config = parse([
      '--base-url',
      'http://127.0.0.1:4010',
      '--address-form',
      'path',
      '--api-key',
      'k-123456',
      '--follow',
      'football:4012',
      '--follow',
      'ice-hockey:77',
      '--sport',
      'tennis',
      '--sport',
      'Tennis',
      '--state-dir',
      '/tmp/st',
      '--poll-interval-ms',
      '250',
      '--json',
    ]);
    expect(config).toMatchObject({
      demo: false,
      baseUrl: 'http://127.0.0.1:4010',
      addressForm: 'path',
      apiKey: 'k-123456',
      follows: [
        { sport: 'football', teamId: 4012 },
        { sport: 'ice-hockey', teamId: 77 },
      ],
      sports: ['tennis'],
      stateDir: '/tmp/st',
      pollIntervalMs: 250,
      json: true,
    });
  });

  it('takes the key from SCORETRAY_API_KEY, the flag winning over it', () => {
    const base = ['--base-url', 'http://127.0.0.1:1'];
    expect(parse(base, { SCORETRAY_API_KEY: 'from-env' }).apiKey).toBe('from-env');
    expect(
      parse([...base, '--api-key', 'from-flag'], { SCORETRAY_API_KEY: 'from-env' }).apiKey,
    ).toBe('from-flag');
  });

  it('accepts a bare domain in the classic form', () => {
    const config = parse([
      '--base-url',
      'example.com',
      '--address-form',
      'classic',
      '--api-key',
      'k',
    ]);
    expect(config).toMatchObject({ baseUrl: 'example.com', addressForm: 'classic' });
  });

  it.each([
    [['--bogus'], /bogus/],
    [['--follow', 'football'], /SPORT:TEAM_ID/],
    [['--follow', 'football:abc'], /SPORT:TEAM_ID/],
    [['--follow', 'football:0'], /above 0/],
    [['--follow', 'Foot Ball:3'], /not a sport slug/],
    [['--sport', '../etc'], /not a sport slug/],
    [['--poll-interval-ms', 'fast'], /whole milliseconds/],
    [['--poll-interval-ms', '1'], /at least/],
    [['--address-form', 'tunnel'], /path or classic/],
    [['--demo', '--base-url', 'http://127.0.0.1:1'], /cannot be used together/],
    [['--base-url', 'http://127.0.0.1:1'], /needs a key/],
    [['--base-url', 'ftp://x', '--address-form', 'classic', '--api-key', 'k'], /http or https/],
    [['--base-url', 'example.com', '--api-key', 'k'], /full address/],
    [['--speed', '0'], /clock factor/],
    [['--json', 'extra'], /positional|Unexpected argument/i],
    [['--export-calendar', ''], /takes the path of the \.ics file/],
    // The next flag is never taken for the file's path.
    [['--export-calendar', '--json'], /--export-calendar/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });
});

describe('--follow-tournament', () => {
  it('is repeatable and takes SPORT:TOURNAMENT_ID; hockey is ice hockey', () => {
    const config = parse([
      '--follow-tournament',
      'cycling:1458',
      '--follow-tournament',
      'hockey:77',
      '--follow',
      'hockey:40',
    ]);
    expect(config.followTournaments).toEqual([
      { sport: 'cycling', tournamentId: 1458 },
      { sport: 'ice-hockey', tournamentId: 77 },
    ]);
    expect(config.follows).toEqual([{ sport: 'ice-hockey', teamId: 40 }]);
  });

  it('refuses anything but SPORT:TOURNAMENT_ID with an id above 0', () => {
    expect(() => parse(['--follow-tournament', 'cycling'])).toThrow(UsageError);
    expect(() => parse(['--follow-tournament', 'cycling:0'])).toThrow(/above 0/);
    expect(() => parse(['--follow-tournament', 'Cycling Tour:5'])).toThrow(UsageError);
  });

  it('reads the terminal language for alerts that follow the system, and --language for the run', () => {
    expect(parse([], { LANG: 'de_DE.UTF-8' }).systemLanguages).toEqual(['de-DE']);
    expect(parse([], { LC_ALL: 'en_GB.utf8', LANG: 'de_DE.UTF-8' }).systemLanguages).toEqual([
      'en-GB',
    ]);
    expect(parse([], { LANG: 'C.UTF-8' }).systemLanguages).toEqual([]);
    expect(parse(['--language', 'DE']).language).toBe('de');
    expect(parse([]).language).toBeNull();
    expect(parse(['--pause-alerts', 'tomorrow']).pauseAlerts).toBe('tomorrow');
    expect(parse(['--resume-alerts']).resumeAlerts).toBe(true);
  });
});
