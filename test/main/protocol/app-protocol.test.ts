// The window's page from app://scoretray/: the built renderer folder and nothing else, every answer
// with the Content-Security-Policy header. Requests come as the page would send them (raw strings
// through the stand-in's protocol), so an attacker's dot segments and encodings reach the handler.

import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, createAppHandler } from '../../../electron/main/protocol/app-protocol';
import { contentSecurityPolicy } from '../../../electron/main/security/content-security-policy';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { StubProtocol } from '../../electron-stub';

const PAGE = '<!doctype html><title>Scoretray</title><script src="./assets/index.js"></script>';
const SCRIPT = 'console.log("scoretray");';
const POLICY = contentSecurityPolicy(null);

let temp: TempDir;
let protocol: StubProtocol;
let logs: string[];

beforeEach(() => {
  temp = makeTempDir();
  const root = join(temp.path, 'out', 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'assets', 'index.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'index.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'font file.woff2'), 'wOF2');
  writeFileSync(join(temp.path, 'out', 'secret.txt'), 'the user has secrets here');
  symlinkSync(join(temp.path, 'out', 'secret.txt'), join(root, 'assets', 'linked.js'));
  execFileSync('mkfifo', [join(root, 'assets', 'pipe.js')]);
  logs = [];
  protocol = new StubProtocol();
  protocol.handle(
    'app',
    createAppHandler({ root, policy: POLICY, log: (message) => logs.push(message) }),
  );
});

afterEach(() => temp.remove());

describe('app:// protocol', () => {
  it('serves the page with its type and the Content-Security-Policy as a header', async () => {
    for (const url of [APP_ENTRY_URL, 'app://scoretray/', 'app://scoretray/index.html#/settings']) {
      const response = await protocol.fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(PAGE);
    }
  });

  it("serves the page's scripts, styles and fonts by their type", async () => {
    const script = await protocol.fetch('app://scoretray/assets/index.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(SCRIPT);
    const style = await protocol.fetch('app://scoretray/assets/index.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const font = await protocol.fetch('app://scoretray/assets/font%20file.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it.each([
    'app://scoretray/../secret.txt',
    'app://scoretray/assets/../../secret.txt',
    'app://scoretray/%2e%2e/secret.txt',
    'app://scoretray/..%2fsecret.txt',
    'app://scoretray/assets/..%2f..%2fsecret.txt',
    'app://scoretray/..%5csecret.txt',
    'app://scoretray/%2fetc%2fpasswd',
    'app://scoretray//etc/passwd',
    'app://scoretray/C:%5cWindows%5cwin.ini',
    'app://scoretray/index.html%00.js',
    'app://scoretray/%E0%A4%A',
    'app://other-host/index.html',
    'app://scoretray/assets/linked.js',
    'app://scoretray/assets',
    'app://scoretray/assets/',
    'app://scoretray/missing.js',
    `app://scoretray/${'a/'.repeat(1100)}index.html`,
  ])('answers 404 for %s, with the policy and without a byte from outside', async (url) => {
    const response = await protocol.fetch(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
    expect(await response.text()).not.toContain('secrets');
  });

  it('never opens a FIFO in the folder: the answer comes without a writer', async () => {
    const response = await protocol.fetch('app://scoretray/assets/pipe.js');
    expect(response.status).toBe(404);
  });

  it('answers GET and HEAD only', async () => {
    expect((await protocol.fetch(APP_ENTRY_URL, 'POST')).status).toBe(405);
    const head = await protocol.fetch(APP_ENTRY_URL, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(logs).toEqual([]);
  });
});
