// Broadcast channels of a match (esports: stream links). Not shown in the interface: a list of
// channel objects or names, at the top or under channels / tvChannels / streams / data; countries
// may group them ({countryChannels: {GB: [...]}}). Names only, without repeats, at most a dozen.

import { isObject } from './primitives';

const KEYS = ['channels', 'tvChannels', 'streams', 'broadcasts', 'data', 'countryChannels'];
const MAX_CHANNELS = 12;

export function parseChannels(body: unknown): string[] {
  const names = new Set<string>();
  collect(body, names, 0);
  return [...names].slice(0, MAX_CHANNELS);
}

function collect(value: unknown, names: Set<string>, depth: number): void {
  if (depth > 4 || names.size >= MAX_CHANNELS) return;
  if (typeof value === 'string') {
    const name = value.trim();
    if (name !== '' && name.length <= 80) names.add(name);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, names, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const own = value.name ?? value.title ?? value.channel;
  if (typeof own === 'string') {
    collect(own, names, depth + 1);
    return;
  }
  for (const key of KEYS) if (key in value) collect(value[key], names, depth + 1);
  // A map of country code -> list of channels.
  if (depth > 0 && !KEYS.some((key) => key in value)) {
    for (const inner of Object.values(value))
      if (Array.isArray(inner)) collect(inner, names, depth + 1);
  }
}
