// The service names things in camelCase or snake_case ("goalNotAwarded", "var_decision"); people
// read them as words. The parser's incident lines and the window's incident words both say them so.

/** A service word as words, capitalised: "goalNotAwarded" reads "Goal not awarded". */
export function spokenWords(raw: string): string {
  const words = raw
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
