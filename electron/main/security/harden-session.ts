// Session-wide defences: every response to the renderer carries the CSP, and every permission a page
// may ask for (camera, notifications, geolocation, ...) is refused: the app's notifications come
// from main, and the UI needs no device.

import { withContentSecurityPolicy } from './content-security-policy';

export interface HeadersDetails {
  url: string;
  responseHeaders?: Record<string, string | string[]>;
}

export interface HardenableSession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: HeadersDetails,
        callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
      ) => void,
    ): void;
  };
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

export function hardenSession(
  session: HardenableSession,
  policy: string,
  log: (message: string) => void,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
  });
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`Refused a permission request: ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}
