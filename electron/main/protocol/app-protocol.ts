// Serves the built renderer as app://scoretray/… instead of file://. A page from file:// may read
// any file its path reaches and shares one origin with every other local file; this scheme answers
// only for the files of the renderer folder, gives the window an origin of its own, and sends the
// Content-Security-Policy as a response header with every answer (a <meta> policy cannot carry
// frame-ancestors and comes only after the parser has started). The path is read segment by
// segment: dot segments, encoded slashes or backslashes and NUL are refused before a path is built,
// and the file must be a regular one inside the folder. Files are read with fs calls Electron
// answers from inside app.asar too, so the packaged app serves from its archive.

import { lstat, readFile } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { errorText } from '../../../shared/error-text';

export const APP_SCHEME = 'app';
export const APP_HOST = 'scoretray';
/** The window's page: the built renderer's index.html. */
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  // standard: relative URLs resolve and the page has an origin; secure: a secure context like https.
  // No bypassCSP, no CORS, no service workers: the page gets nothing file:// or https would not.
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    codeCache: true,
    corsEnabled: false,
    stream: false,
    bypassCSP: false,
    allowServiceWorkers: false,
  },
};

export interface AppProtocolOptions {
  /** The built renderer folder (out/renderer): nothing outside it is ever served. */
  root: string;
  /** The Content-Security-Policy header of every answer. */
  policy: string;
  log?: (message: string) => void;
}

/** Far above the bundle's largest file; a bigger one is no file of ours. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;
const MAX_URL_LENGTH = 2048;
const URL_PATTERN = new RegExp(`^${APP_SCHEME}://${APP_HOST}(/[^?#]*)?(?:[?#].*)?$`, 'i');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

const lstatAsync = promisify(lstat);
const readFileAsync = promisify(readFile);

export function createAppHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const root = resolve(options.root);
  const answer = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: headersFor('text/plain; charset=utf-8', options.policy),
    });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Only GET');
    const segments = pathSegments(request.url);
    if (segments === null) return answer(404, 'No such file');
    const path = join(root, ...segments);
    const inside = relative(root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
      return answer(404, 'No such file');
    let bytes: Buffer;
    try {
      // A FIFO or device is never opened, a link never followed, a huge file never read.
      const stats = await lstatAsync(path);
      if (!stats.isFile() || stats.size > MAX_FILE_BYTES) return answer(404, 'No such file');
      bytes = await readFileAsync(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        options.log?.(`The window's file ${inside} could not be read: ${errorText(error)}`);
      return answer(404, 'No such file');
    }
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: { ...headersFor(type, options.policy), 'Content-Length': String(bytes.length) },
    });
  };
}

/**
 * The decoded path segments of an app:// URL, or null when it is not one of ours or a segment could
 * step outside the folder. '/' is the page itself.
 */
export function pathSegments(rawUrl: string): string[] | null {
  if (typeof rawUrl !== 'string' || rawUrl.length > MAX_URL_LENGTH) return null;
  const match = URL_PATTERN.exec(rawUrl);
  if (!match) return null;
  const path = match[1] ?? '/';
  if (path === '/') return ['index.html'];
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const unsafe = /[/\\:]/.test(segment) || segment.includes('\0');
    if (segment === '' || segment === '.' || segment === '..' || unsafe) return null;
    segments.push(segment);
  }
  return segments;
}

function headersFor(contentType: string, policy: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // The files change with every update: the window must never run an old bundle from a cache.
    'Cache-Control': 'no-cache',
  };
}
