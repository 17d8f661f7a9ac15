/** True when a database error is the (company, slug) uniqueness of pages: two writers chose one slug. */
export function isSlugConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === "object"; ) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === "pages_company_slug_idx") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
