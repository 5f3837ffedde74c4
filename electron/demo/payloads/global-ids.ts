// The multi-sport /api/v1 group knows a team by its own id, text, never the V2 number (the
// interface: "ids ... strings (alphanumeric) in the V6 and global shapes"). The demo's global ids
// are letters and digits that read as no V2 id at all, so a client that assumes the numbers agree
// is told 404, as it would be by the real service, and must find the id through /api/v1/search.

const PREFIX = 'c';

export function globalTeamId(v2Id: number): string {
  return `${PREFIX}${v2Id.toString(36)}`;
}

/** The V2 id a global id stands for, or null when it is not one the demo gave out. */
export function v2TeamIdOf(globalId: string): number | null {
  if (!/^c[0-9a-z]{1,10}$/.test(globalId)) return null;
  const id = Number.parseInt(globalId.slice(PREFIX.length), 36);
  return Number.isSafeInteger(id) ? id : null;
}
