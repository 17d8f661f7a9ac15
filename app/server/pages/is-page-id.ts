const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Page ids are UUIDs; anything else from a URL or form cannot name a page (and must not reach SQL). */
export function isPageId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
