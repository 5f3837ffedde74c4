// Highlights and media (/match/{id}/highlights, /media): {highlights: [{title, subtitle, url}]}
// or {media: [...]}. Only https links are kept: the window opens them in the browser, and the
// shell refuses every other kind (electron/main/security/external-links.ts), so offering one would
// be a button that does nothing.

import type { Highlight } from '../../../../shared/match-centre';
import { describeShape, locateArray } from './containers';
import { ParseError } from './parse-error';
import { isObject } from './primitives';

const MAX_ITEMS = 30;

export function parseHighlights(body: unknown): Highlight[] {
  const list = Array.isArray(body)
    ? body
    : locateArray(body, ['highlights', 'media', 'videos', 'items']);
  if (!list) throw new ParseError('highlights', `no highlights (${describeShape(body)})`);
  const seen = new Set<string>();
  const items: Highlight[] = [];
  for (const item of list) {
    if (!isObject(item) || items.length >= MAX_ITEMS) continue;
    const url = httpsUrl(item.url ?? item.sourceUrl ?? item.link);
    const title = text(item.title) ?? text(item.name);
    if (!url || !title || seen.has(url)) continue;
    seen.add(url);
    items.push({ title, url, subtitle: text(item.subtitle) ?? text(item.description) });
  }
  return items;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, 200);
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
