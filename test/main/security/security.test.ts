import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../electron/main/security/content-security-policy';
import { ExternalLinks } from '../../../electron/main/security/external-links';
import { hardenContents } from '../../../electron/main/security/harden-contents';
import { hardenSession } from '../../../electron/main/security/harden-session';
import {
  StubIpcMain,
  StubIpcRenderer,
  StubSession,
  StubShell,
  StubWebContents,
} from '../../electron-stub';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('content security policy', () => {
  it('allows only the app, scoretray-img and data images in production, and no eval or inline code', () => {
    const policy = directives(contentSecurityPolicy(null));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'scoretray-img:', 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(null)).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });

  it('relaxes only for the loopback dev server while developing', () => {
    const policy = directives(contentSecurityPolicy('http://localhost:5173/'));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://localhost:5173',
      "'unsafe-inline'",
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:5173',
      'ws://localhost:5173',
    ]);
    expect(contentSecurityPolicy('http://localhost:5173/')).not.toContain('unsafe-eval');
  });

  it('is set on every response, replacing any policy the response brought', () => {
    const session = new StubSession();
    hardenSession(session, contentSecurityPolicy(null), () => undefined);
    const headers = session.headersFor('file:///app/index.html', {
      'content-security-policy': ['default-src *'],
      'Content-Type': 'text/html',
    });
    expect(headers['Content-Security-Policy']).toEqual([contentSecurityPolicy(null)]);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['Content-Type']).toEqual(['text/html']);
  });

  it('denies every permission a page asks for', async () => {
    const session = new StubSession();
    hardenSession(session, contentSecurityPolicy(null), () => undefined);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
    ]) {
      await expect(session.requestPermission(permission)).resolves.toBe(false);
      expect(session.permissionCheckHandler?.({}, permission)).toBe(false);
    }
  });
});

describe('navigation and windows', () => {
  function setup() {
    const contents = new StubWebContents(new StubIpcRenderer(new StubIpcMain()));
    const shell = new StubShell();
    const links = new ExternalLinks(shell);
    hardenContents(contents, links, () => undefined);
    return { contents, shell };
  }

  it('blocks every navigation and redirect of the page; a clicked https link goes to the browser', () => {
    const { contents, shell } = setup();
    expect(contents.attemptNavigation('https://scores.example.com/match/7')).toBe(false);
    expect(contents.attemptNavigation('file:///etc/passwd')).toBe(false);
    expect(contents.attemptNavigation('https://elsewhere.example/', 'will-redirect')).toBe(false);
    expect(shell.opened).toEqual(['https://scores.example.com/match/7']);
  });

  it("denies new windows, opening the service's https links in the browser and refusing the rest", () => {
    const { contents, shell } = setup();
    const open = (url: string) => contents.openHandler?.({ url });
    // A match centre's links, as the service gives them.
    expect(open('https://scores.example.com/match/7?tab=lineups')).toEqual({ action: 'deny' });
    expect(open('https://tv.example.org/watch/7')).toEqual({ action: 'deny' });
    for (const refused of [
      'http://scores.example.com/account',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://user:pw@scores.example.com/',
      'scoretray-img://team/football/1',
      'not a link',
    ]) {
      expect(open(refused)).toEqual({ action: 'deny' });
    }
    expect(shell.opened).toEqual([
      'https://scores.example.com/match/7?tab=lineups',
      'https://tv.example.org/watch/7',
    ]);
  });

  it('says in the log which link it refused and when the browser could not be opened', async () => {
    const logs: string[] = [];
    const failing = { openExternal: () => Promise.reject(new Error('no browser')) };
    const links = new ExternalLinks(failing, (message) => logs.push(message));
    expect(links.open('ftp://files.example.com/')).toBe(false);
    expect(links.open('https://scores.example.com/')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logs).toEqual([
      'Refused to open a link that is not https: ftp://files.example.com/',
      'The browser could not be opened: no browser',
    ]);
  });
});
