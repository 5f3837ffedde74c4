// Serves scoretray-img://{kind}/{sport}/{id} from the engine's disk image cache. The URL is parsed
// strictly, the engine names the file, and the file's real path must lie inside the real cache
// folder (symlinks resolved), so no request can read anything else on the disk. The file itself
// must be a regular file with one name (the cache writes no links; a hard link may lead anywhere
// on the disk, a FIFO would never end), no larger than the cap, all checked before reading.

import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Engine } from '../../core/engine/api';
import { IMAGE_PROTOCOL } from '../../../shared/ipc-contract';
import { parseImageUrl } from './image-request';
import { errorText } from '../../../shared/error-text';
import {
  FileTooLargeError,
  NotRegularFileError,
  readRegularFileAsync,
} from '../../core/state/regular-file';

export const IMAGE_SCHEME_PRIVILEGES = {
  scheme: IMAGE_PROTOCOL,
  // standard: the URL has a host and a path, parsed like https; secure: counts as a secure origin.
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    corsEnabled: false,
    stream: false,
    bypassCSP: false,
  },
};

export interface ImageProtocolOptions {
  engine: { connection: Pick<Engine['connection'], 'imagePath'> };
  cacheDir: string;
  log?: (message: string) => void;
}

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function createImageHandler(
  options: ImageProtocolOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Only GET');
    const parsed = parseImageUrl(request.url);
    if (!parsed) return plain(400, 'Not an image address');
    let path: string | null;
    try {
      path = await options.engine.connection.imagePath(parsed.kind, parsed.sport, parsed.id);
    } catch (error) {
      options.log?.(`Image ${request.url} failed: ${errorText(error)}`);
      return plain(502, 'The image could not be fetched');
    }
    if (path === null) return plain(404, 'No such image');
    const real = await containedRealPath(options.cacheDir, path);
    if (real === null) {
      options.log?.(`Refused an image path outside the cache: ${path}`);
      return plain(403, 'Outside the image cache');
    }
    let bytes: Buffer;
    try {
      // The engine's own name, not the resolved one: a symbolic link in the cache is refused.
      bytes = await readRegularFileAsync(path, {
        followLinks: false,
        singleLink: true,
        maxBytes: MAX_IMAGE_BYTES,
      });
    } catch (error) {
      if (error instanceof FileTooLargeError) return plain(413, 'Image too large');
      if (error instanceof NotRegularFileError) {
        options.log?.(`Refused an image that is not a plain file: ${error.message}`);
        return plain(403, 'Not a plain file');
      }
      return plain(404, 'No such image');
    }
    const type = imageType(bytes);
    if (!type) return plain(415, 'Not an image');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: {
        'Content-Type': type,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        // Opened on its own, an image (even an SVG) may run nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  };
}

/** The real path of `candidate` when it lies strictly inside the real `root`, else null. */
export async function containedRealPath(root: string, candidate: string): Promise<string | null> {
  if (!isAbsolute(candidate) || candidate.includes('\0')) return null;
  let realRoot: string;
  let realCandidate: string;
  try {
    realRoot = await realpath(resolve(root));
    realCandidate = await realpath(resolve(candidate));
  } catch {
    return null;
  }
  const inside = relative(realRoot, realCandidate);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return realCandidate;
}

/** The type from the first bytes, never from a name: the cache holds what the service sent. */
export function imageType(bytes: Uint8Array): string | null {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'image/webp';
  }
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
    return 'image/svg+xml';
  return null;
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
