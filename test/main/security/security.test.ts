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
    links.allow('https://scores.example.com/account');
    hardenContents(contents, links, () => undefined);
    return { contents, shell };
  }

  it('blocks every navigation and redirect of the page', () => {
    const { contents, shell } = setup();
    expect(contents.attemptNavigation('https://evil.example/')).toBe(false);
    expect(contents.attemptNavigation('file:///etc/passwd')).toBe(false);
    expect(contents.attemptNavigation('https://evil.example/', 'will-redirect')).toBe(false);
    expect(shell.opened).toEqual([]);
  });

  it('denies new windows, sending only links the app built to the browser', () => {
    const { contents, shell } = setup();
    const open = (url: string) => contents.openHandler?.({ url });
    expect(open('https://scores.example.com/account')).toEqual({ action: 'deny' });
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(open('http://scores.example.com/account')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual(['https://scores.example.com/account']);
  });

  it('only registers https links without credentials', () => {
    const links = new ExternalLinks(new StubShell());
    expect(() => links.allow('http://example.com/')).toThrow(/Only https/);
    expect(() => links.allow('file:///etc/passwd')).toThrow(/Only https/);
    links.allow('https://example.com/help');
    expect(links.isAllowed('https://user:pw@example.com/help')).toBe(false);
    expect(links.isAllowed('https://example.com/help?x=1')).toBe(false);
    expect(links.isAllowed('https://EXAMPLE.com/help')).toBe(true);
  });
});
