import type { z } from "zod";

/** Field messages by input name ("holidays.0.to"), the first message per field. */
type SectionFieldErrors = Record<string, string>;

export type SectionFormResult<T> =
  | { success: true; data: T }
  | { success: false; fieldErrors: SectionFieldErrors };

/**
 * A zod result as the section forms use it: data, or one Danish message per input name (the issue's
 * path joined with `separator`: "holidays.0.to", or "quotes-2-name" in the trust sections' forms).
 */
export function sectionFormResult<T>(
  result: z.ZodSafeParseResult<T>,
  separator: "." | "-" = ".",
): SectionFormResult<T> {
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: SectionFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(separator) || "form";
    fieldErrors[name] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** A checkbox: "on" when ticked, absent when not. */
export const isChecked = (form: FormData, name: string) => form.get(name) === "on";

/** A text input's value ("" when absent or a file). */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A form field as a trimmed string ("" when missing or a file). */
export const field = (form: FormData, name: string) => textOf(form, name).trim();
