// One wording for "what went wrong" wherever an unknown thrown value becomes text for a person or a
// log line: an Error gives its message, anything else its string form.

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
