// What scoretray.imageUrl points at in the harness: /__img/{kind}/{sport}/{id}, answered from the
// engine's image cache (engine.connection.imagePath), as the app's scoretray-img: protocol does.

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { imageIdFor, isImageKind } from '../../shared/domain';
import { SPORT_SLUG_PATTERN } from '../../shared/sports';
import type { Engine } from '../../electron/core/engine/api';
import { IMAGE_PATH_PREFIX } from './bridge-protocol';
import { reply } from './renderer-site';

export function imageContentType(bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57 && bytes[9] === 0x45)
    return 'image/webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return 'image/svg+xml';
  return 'application/octet-stream';
}

export async function handleImage(
  engine: Engine,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith(`${IMAGE_PATH_PREFIX}/`)) return false;
  const [kind, sport, idText] = path.slice(IMAGE_PATH_PREFIX.length + 1).split('/');
  const engineKind = isImageKind(kind) ? kind : null;
  const id = engineKind
    ? imageIdFor(engineKind, engineKind === 'country' ? idText : Number(idText))
    : null;
  if (!engineKind || !sport || !SPORT_SLUG_PATTERN.test(sport) || id === null) {
    reply(response, 400, 'text/plain', 'Not an image address');
    return true;
  }
  try {
    const file = await engine.connection.imagePath(engineKind, sport, id);
    if (!file) {
      reply(response, 404, 'text/plain', 'No image');
      return true;
    }
    const bytes = await readFile(file);
    reply(response, 200, imageContentType(bytes), bytes, 'private, max-age=3600');
  } catch {
    reply(response, 502, 'text/plain', 'Image not available');
  }
  return true;
}
