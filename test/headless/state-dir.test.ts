import { describe, expect, it } from 'vitest';
import { defaultStateDir } from '../../electron/headless/state-dir';

describe('default state directory', () => {
  it('follows XDG on Linux, falling back to ~/.config', () => {
    expect(
      defaultStateDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/x/cfg' }, home: '/home/u' }),
    ).toBe('/x/cfg/scoretray');
    expect(defaultStateDir({ platform: 'linux', env: {}, home: '/home/u' })).toBe(
      '/home/u/.config/scoretray',
    );
    expect(
      defaultStateDir({ platform: 'linux', env: { XDG_CONFIG_HOME: 'relative' }, home: '/home/u' }),
    ).toBe('/home/u/.config/scoretray');
  });

  it('uses Application Support on macOS and APPDATA on Windows', () => {
    expect(defaultStateDir({ platform: 'darwin', env: {}, home: '/Users/u' })).toBe(
      '/Users/u/Library/Application Support/Scoretray',
    );
    expect(
      defaultStateDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' },
        home: 'C:\\Users\\u',
      }),
    ).toContain('Scoretray');
  });
});
