import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_PROTOCOL, imageProtocolUrl } from '../../../shared/ipc-contract';
import { IMAGE_KINDS } from '../../../shared/domain';
import { createImageHandler } from '../../../electron/main/protocol/image-protocol';
import { parseImageUrl } from '../../../electron/main/protocol/image-request';
import { drawQuietIcon } from '../../../electron/main/tray/mark-icon';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { StubProtocol } from '../../electron-stub';
import { FakeEngine } from '../fake-engine';

let temp: TempDir;
let cacheDir: string;
let protocol: StubProtocol;
let engine: FakeEngine;
const crest = drawQuietIcon(24, 'color').toPng();

beforeEach(() => {
  temp = makeTempDir();
  cacheDir = join(temp.path, 'image-cache');
  mkdirSync(join(cacheDir, 'teams', 'football'), { recursive: true });
  writeFileSync(join(cacheDir, 'teams', 'football', '10.png'), crest);
  writeFileSync(join(cacheDir, 'teams', 'football', '11.png'), 'just text, not an image');
  writeFileSync(join(temp.path, 'secret.txt'), 'the user has secrets here');
  symlinkSync(join(temp.path, 'secret.txt'), join(cacheDir, 'teams', 'football', '12.png'));
  engine = new FakeEngine();
  engine.images.set('team/football/10', join(cacheDir, 'teams', 'football', '10.png'));
  engine.images.set('team/football/11', join(cacheDir, 'teams', 'football', '11.png'));
  engine.images.set('team/football/12', join(cacheDir, 'teams', 'football', '12.png'));
  engine.images.set('team/football/13', join(temp.path, 'secret.txt'));
  engine.images.set('team/football/14', join(cacheDir, '..', 'secret.txt'));
  protocol = new StubProtocol();
  protocol.handle(IMAGE_PROTOCOL, createImageHandler({ engine, cacheDir }));
});

afterEach(() => temp.remove());

describe('scoretray-img protocol', () => {
  it("serves a cached crest with the image's own type", async () => {
    const response = await protocol.fetch(imageProtocolUrl('team', 'football', 10));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(crest)).toBe(true);
  });

  it('answers 404 for an image the service does not have', async () => {
    expect((await protocol.fetch('scoretray-img://team/football/99')).status).toBe(404);
  });

  it.each([
    'scoretray-img://team/../../etc/passwd',
    'scoretray-img://team/football/../../../../etc/passwd',
    'scoretray-img://team/football/..%2f..%2f..%2fetc%2fpasswd',
    'scoretray-img://team/%2e%2e/%2e%2e/etc',
    'scoretray-img://team/football/%2e%2e',
    'scoretray-img://team/football/%31%30',
    'scoretray-img:///etc/passwd',
    'scoretray-img://team//etc/passwd',
    'scoretray-img://team/football/10/../../../secret',
    'scoretray-img://team/football\\..\\..\\secret.txt',
    'scoretray-img://team/C:\\Windows\\win.ini/1',
    'scoretray-img://team/football/99999999999999999999',
    'scoretray-img://team/football/1e3',
    'scoretray-img://team/football/-1',
    'scoretray-img://team/football/0x10',
    `scoretray-img://team/football/${'9'.repeat(300)}`,
    'scoretray-img://venue/football/1',
    'scoretray-img://TEAM/football/10',
    'scoretray-img://team/football/10?path=../../secret.txt',
    'scoretray-img://team/football/10#../../secret.txt',
    'scoretray-img://team/Football/10',
  ])('refuses %s before touching the disk', async (url) => {
    const response = await protocol.fetch(url);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('secrets');
  });

  it('refuses a file outside the cache even when the engine names one, directly or through a symlink', async () => {
    for (const id of [12, 13, 14]) {
      const response = await protocol.fetch(imageProtocolUrl('team', 'football', id));
      expect(response.status, `id ${id}`).toBe(403);
      expect(await response.text()).not.toContain('secrets');
    }
  });

  it('serves only a plain file with one name: no FIFO, folder, link inside the cache or hard link', async () => {
    const inCache = (name: string) => join(cacheDir, 'teams', 'football', name);
    // A FIFO would hold a read open for good: the answer must come without a writer.
    execFileSync('mkfifo', [inCache('20.png')]);
    mkdirSync(inCache('21.png'));
    symlinkSync(inCache('10.png'), inCache('22.png'));
    // A hard link looks like a plain file in the cache, but may be any file of the same disk.
    linkSync(join(temp.path, 'secret.txt'), inCache('23.png'));
    for (const id of [20, 21, 22, 23]) {
      engine.images.set(`team/football/${id}`, inCache(`${id}.png`));
      const response = await protocol.fetch(imageProtocolUrl('team', 'football', id));
      expect(response.status, `id ${id}`).toBe(403);
      expect(await response.text()).not.toContain('secrets');
    }
  });

  it('refuses an image over the size cap without reading it', async () => {
    const huge = join(cacheDir, 'teams', 'football', '30.png');
    writeFileSync(huge, crest);
    // Sparse: 6 MB on paper, nothing on disk; a read of it would still cost 6 MB of memory.
    truncateSync(huge, 6 * 1024 * 1024);
    engine.images.set('team/football/30', huge);
    expect((await protocol.fetch(imageProtocolUrl('team', 'football', 30))).status).toBe(413);
  });

  it('refuses a cached file that is not an image, and anything but GET', async () => {
    expect((await protocol.fetch('scoretray-img://team/football/11')).status).toBe(415);
    expect((await protocol.fetch('scoretray-img://team/football/10', 'POST')).status).toBe(405);
  });
});

describe('image URL parsing', () => {
  it('reads back every URL the contract builds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IMAGE_KINDS.filter((kind) => kind !== 'country')),
        fc.stringMatching(/^[a-z][a-z0-9-]{1,30}$/),
        fc.nat(999_999_999_999),
        (kind, sport, id) => {
          expect(parseImageUrl(imageProtocolUrl(kind, sport, id))).toEqual({ kind, sport, id });
        },
      ),
    );
  });

  it('never yields a path-like part from arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (tail) => {
        const parsed = parseImageUrl(`scoretray-img://team/${tail}`);
        if (parsed === null) return;
        expect(parsed.sport).toMatch(/^[a-z][a-z0-9-]{1,30}$/);
        expect(Number.isSafeInteger(parsed.id)).toBe(true);
      }),
    );
  });

  it('reads a flag by its country code, upper-cased, and nothing else in its place', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2,3}$/), (code) => {
        expect(parseImageUrl(imageProtocolUrl('country', 'football', code))).toEqual({
          kind: 'country',
          sport: 'football',
          id: code.toUpperCase(),
        });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const parsed = parseImageUrl(`scoretray-img://country/football/${tail}`);
        if (parsed !== null) expect(parsed.id).toMatch(/^[A-Z]{2,3}$/);
      }),
    );
    for (const bad of ['..', 'D', 'DEUT', 'D3', '%44E', '12'])
      expect(parseImageUrl(`scoretray-img://country/football/${bad}`)).toBeNull();
    expect(parseImageUrl('scoretray-img://team/football/DE')).toBeNull();
  });
});
