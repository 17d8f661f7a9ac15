/**
 * Deterministic choice: the same company always gets the same wording, and two companies of the same
 * trade usually get different wording. FNV-1a is enough; nothing here needs to be unguessable.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The item for `key`, moved `offset` places on: different pages of one site use different variants. */
export function pick<T>(items: readonly [T, ...T[]], key: string, offset = 0): T {
  return items[(hash(key) + offset) % items.length] ?? items[0];
}

/** A stable shuffle seeded by `key`. */
export function shuffle<T>(items: readonly T[], key: string): T[] {
  return items
    .map((item, index) => ({ item, rank: hash(`${key}|${index}`) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}
