// The API key never reaches a log line or the headless mode's output. Two nets: every secret the
// caller knows (the saved key, the demo key, the key of the run) is cut out wherever it appears, and
// anything shaped like a credential is cut out even when unknown (a key being tested before it is
// saved, a key echoed by the service in an error): query parameters and headers named like keys or
// tokens, and bearer tokens. A known secret is also cut out in the forms a careless service or
// proxy echoes it in: URL-encoded, in another case, base64 (alone or inside "Basic user:key") and
// cut short to a prefix (of at least half of it).

/** The secrets known now (the saved key, the demo key); null and undefined are skipped. */
export type SecretSource = () => readonly (string | null | undefined)[];

const REDACTED = '[redacted]';

const CREDENTIAL_SHAPES: readonly RegExp[] = [
  // ?x-api-key=…, &apiKey=…, &token=…, also URL-encoded and in JSON-ish "key": "…"
  /((?:^|[?&;\s(,"'])(?:x-api-key|x-apisports-key|api[-_]?key|apikey|key|token|access[-_]?token|auth)=)[^&\s#"'<>)]+/gi,
  /((?:x-api-key|x-apisports-key|api[-_]?key|apikey|authorization|access[-_]?token)["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"',;})]+/gi,
  /(bearer\s+)[\w.~+/=-]+/gi,
];

/**
 * The shortest prefix of a key taken for the key ("sk-live-4c1d…"): half of it, and at least 8
 * characters, so that a key that happens to begin with a word does not blank out that word.
 */
const PREFIX_MIN_CHARS = 8;
/** Patterns per secret, built once: redactDeep calls this for every string of every line. */
const patternCache = new Map<string, RegExp[]>();

export function redactSecrets(text: string, secrets: SecretSource): string {
  let result = text;
  for (const secret of secrets()) {
    // Very short strings would blank out ordinary words; keys are long.
    if (typeof secret !== 'string' || secret.length < 6) continue;
    for (const pattern of patternsOf(secret)) result = result.replace(pattern, REDACTED);
  }
  for (const shape of CREDENTIAL_SHAPES) result = result.replace(shape, `$1${REDACTED}`);
  return result;
}

function patternsOf(secret: string): RegExp[] {
  const cached = patternCache.get(secret);
  if (cached) return cached;
  const encoded = encodeURIComponent(secret);
  const spelled = [...new Set([secret, encoded, encoded.replace(/%20/g, '+')])];
  const patterns = [
    // The key or any prefix of it, in any case (Error texts upper-case, URLs lower-case hex).
    ...spelled.map((form) => new RegExp(prefixPattern(form), 'gi')),
    ...base64Forms(secret).map((form) => new RegExp(escapeRegExp(form), 'g')),
  ];
  if (patternCache.size > 16) patternCache.clear();
  patternCache.set(secret, patterns);
  return patterns;
}

/** "abcdefghijklmnop" as abcdefgh(?:i(?:j…)?)?: the shortest prefix, then as much as matches. */
function prefixPattern(form: string): string {
  const shortest = Math.max(PREFIX_MIN_CHARS, Math.ceil(form.length / 2));
  const head = escapeRegExp(form.slice(0, shortest));
  const rest = [...form.slice(shortest)];
  return (
    head + rest.reduceRight((inner, character) => `(?:${escapeRegExp(character)}${inner})?`, '')
  );
}

/**
 * The key's bytes as base64 (and base64url) wherever they sit in an encoded text: at each of the
 * three alignments, only the characters that hold nothing but the key's bytes.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (const skip of [0, 1, 2]) {
    const aligned = bytes.subarray(skip);
    const whole = aligned.subarray(0, aligned.length - (aligned.length % 3)).toString('base64');
    if (whole.length < PREFIX_MIN_CHARS) continue;
    forms.push(whole, whole.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(forms)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A copy of a JSON-like value with every string redacted (a headless NDJSON line). */
export function redactDeep<T>(value: T, secrets: SecretSource): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redactSecrets(item, secrets);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}

/** Any logged value as redacted text: errors with their stack, objects as JSON. */
export function redactLogValue(value: unknown, secrets: SecretSource): string {
  return redactSecrets(logValueText(value), secrets);
}

function logValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) {
    const cause = value.cause === undefined ? '' : ` (cause: ${logValueText(value.cause)})`;
    return `${value.stack ?? `${value.name}: ${value.message}`}${cause}`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
