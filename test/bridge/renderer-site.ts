// Serves the built renderer the way the app loads it, plus the browser-side bridge script, injected
// into index.html ahead of the app's own script. The CSP stays the app's, widened only by the
// bridge's loopback socket.

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { transformWithOxc } from 'vite';
import { BRIDGE_SCRIPT_PATH } from './bridge-protocol';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * A browser-side TypeScript file compiled to one classic script. Such files may only import types:
 * what is left after compiling must not import or export anything.
 */
export async function compileClassicScript(path: string): Promise<string> {
  const source = await readFile(path, 'utf8');
  const result = await transformWithOxc(source, path, { lang: 'ts' });
  const code = result.code.replace(/^export\s*\{\s*\};?\s*$/gm, '');
  if (/^\s*(import|export)\s/m.test(code)) {
    throw new Error(`${path} must keep to type-only imports: it runs as a classic script.`);
  }
  return code;
}

export function compileBridgeClient(): Promise<string> {
  return compileClassicScript(join(import.meta.dirname, 'browser-bridge-client.ts'));
}

/** index.html with the bridge script first and the socket allowed by the CSP. */
export function injectBridge(html: string, socketOrigin: string): string {
  const tag = `<script src=".${BRIDGE_SCRIPT_PATH}"></script>`;
  const withScript = /<script\b/i.test(html)
    ? html.replace(/<script\b/i, `${tag}\n    <script`)
    : html.replace(/<\/head>/i, `    ${tag}\n  </head>`);
  return withScript.replace(/connect-src 'self'/, `connect-src 'self' ${socketOrigin}`);
}

export interface RendererSite {
  /** Answers the request when it is for the renderer; false when it is someone else's. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
}

export function createRendererSite(options: {
  root: string;
  bridgeScript: string;
  socketOrigin: () => string;
  /** Rewrites index.html further (the benchmark swaps the bridge for its own). */
  transformIndex?: (html: string) => string;
}): RendererSite {
  const { root, bridgeScript } = options;
  return {
    async handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
      if (path === '/favicon.ico') {
        response.writeHead(204).end();
        return true;
      }
      if (path === BRIDGE_SCRIPT_PATH) {
        reply(response, 200, CONTENT_TYPES['.js'] ?? '', bridgeScript);
        return true;
      }
      if (path === '/' || path === '/index.html') {
        const html = await readFile(join(root, 'index.html'), 'utf8');
        const injected = injectBridge(html, options.socketOrigin());
        reply(
          response,
          200,
          CONTENT_TYPES['.html'] ?? '',
          options.transformIndex?.(injected) ?? injected,
        );
        return true;
      }
      if (!path.startsWith('/assets/')) return false;
      const file = normalize(join(root, path));
      if (!file.startsWith(root + sep)) {
        reply(response, 403, 'text/plain', 'Forbidden');
        return true;
      }
      try {
        const body = await readFile(file);
        reply(response, 200, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', body);
      } catch {
        reply(response, 404, 'text/plain', 'Not found');
      }
      return true;
    },
  };
}

export function reply(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Uint8Array,
  cacheControl = 'no-store',
): void {
  response.writeHead(status, {
    'content-type': contentType,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  response.end(body);
}
