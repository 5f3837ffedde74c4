// The API key never reaches a log line or the headless mode's output. Two nets: every secret the
// caller knows (the saved key, the demo key, the key of the run) is cut out wherever it appears, and
// anything shaped like a credential is cut out even when unknown (a key being tested before it is
// saved, a key echoed by the service in an error): query parameters and headers named like keys or
// tokens, and bearer tokens.

/** The secrets known now (the saved key, the demo key); null and undefined are skipped. */
export type SecretSource = () => readonly (string | null | undefined)[];

const REDACTED = '[redacted]';

const CREDENTIAL_SHAPES: readonly RegExp[] = [
  // ?x-api-key=…, &apiKey=…, &token=…, also URL-encoded and in JSON-ish "key": "…"
  /((?:^|[?&;\s(,"'])(?:x-api-key|x-apisports-key|api[-_]?key|apikey|key|token|access[-_]?token|auth)=)[^&\s#"'<>)]+/gi,
  /((?:x-api-key|x-apisports-key|api[-_]?key|apikey|authorization|access[-_]?token)["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"',;})]+/gi,
  /(bearer\s+)[\w.~+/=-]+/gi,
];

export function redactSecrets(text: string, secrets: SecretSource): string {
  let result = text;
  for (const secret of secrets()) {
    // Very short strings would blank out ordinary words; keys are long.
    if (typeof secret === 'string' && secret.length >= 6)
      result = result.split(secret).join(REDACTED);
  }
  for (const shape of CREDENTIAL_SHAPES) result = result.replace(shape, `$1${REDACTED}`);
  return result;
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
