// The "look it up, or make it and keep it" step that per-sport tables, caches and listener lists
// all take.

/** The value stored under key, made by make() and stored first when there is none. */
export function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
