import type { z } from "zod";

/** Field errors of a section form: the field's name → its Danish message. */
export type SectionErrors = Record<string, string>;

export type SectionParse<T> = { ok: true; value: T } | { ok: false; errors: SectionErrors };

/** Runs a section schema and names each error by its form field (path joined with "-": "quote-2-name"). */
export function parseSection<T>(schema: z.ZodType<T>, input: unknown): SectionParse<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: SectionErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join("-") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A form field as a trimmed string ("" when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
