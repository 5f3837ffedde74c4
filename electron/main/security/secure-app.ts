// What keeps the window's content in its box, set up once at start: the app:// scheme serving only
// the built renderer under the content security policy, the session's hardening, the application
// menu (no reload or dev tools in a packaged app), and every web contents hardened as it is made
// (no navigation away, no new windows, links opened in the browser).

import type { MenuApi } from '../electron-surface';
import { APP_SCHEME, createAppHandler } from '../protocol/app-protocol';
import { applyApplicationMenu } from '../window/app-menu';
import type { RendererLocation } from '../window/renderer-location';
import { contentSecurityPolicy } from './content-security-policy';
import { ExternalLinks, type ExternalOpener } from './external-links';
import { hardenContents, type HardenableContents } from './harden-contents';
import { hardenSession, type HardenableSession } from './harden-session';

export interface SecureAppElectron {
  app: {
    on(
      event: 'web-contents-created',
      listener: (event: unknown, contents: HardenableContents) => void,
    ): unknown;
  };
  protocol: { handle(scheme: string, handler: (request: Request) => Promise<Response>): void };
  session: { defaultSession: HardenableSession };
  Menu: MenuApi;
  shell: ExternalOpener;
}

export interface SecureAppOptions {
  location: RendererLocation;
  platform: NodeJS.Platform;
  packaged: boolean;
  log: (level: 'info' | 'warn', message: string) => void;
}

export function secureApp(electron: SecureAppElectron, options: SecureAppOptions): void {
  const { location, log } = options;
  const warn = (message: string) => log('warn', message);
  const policy = contentSecurityPolicy(location.kind === 'dev' ? location.url : null);
  if (location.kind === 'app') {
    electron.protocol.handle(
      APP_SCHEME,
      createAppHandler({ root: location.root, policy, log: warn }),
    );
  }
  hardenSession(electron.session.defaultSession, policy, (message) => log('info', message));
  applyApplicationMenu(electron.Menu, options.platform, options.packaged);
  const links = new ExternalLinks(electron.shell, warn);
  electron.app.on('web-contents-created', (_event, contents) =>
    hardenContents(contents, links, warn),
  );
}
