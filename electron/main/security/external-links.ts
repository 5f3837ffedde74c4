// shell.openExternal is a way out of the sandbox, so one rule decides what it may open: an https link
// without credentials (the service's links in the match centre, its account page) goes to the user's
// browser; anything else (http, file:, javascript:, custom schemes) is refused and logged. The page
// never navigates itself: it cannot reach another page, only hand a link to the browser.

import { errorText } from '../../../shared/error-text';

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

export class ExternalLinks {
  constructor(
    private readonly shell: ExternalOpener,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** Opens the link in the user's browser when it is an https link; returns whether it did. */
  open(link: string): boolean {
    const url = httpsLink(link);
    if (url === null) {
      this.log(`Refused to open a link that is not https: ${link.slice(0, 200)}`);
      return false;
    }
    // Reviewed: only https links without credentials reach this line (httpsLink above).
    const opening = this.shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
    opening.catch((error: unknown) => {
      const reason = errorText(error);
      this.log(`The browser could not be opened: ${reason}`);
    });
    return true;
  }
}

/** The link as the browser gets it, normalised; null unless https without user or password. */
function httpsLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return url.href;
}
