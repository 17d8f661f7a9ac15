import { z } from "zod";

/**
 * A trimmed text field of at most `max` characters (else `tooLong`), kept as `normalize` gives it;
 * where `normalize` refuses the text (undefined), the field's `message`.
 */
export function normalizedField<T>(
  max: number,
  tooLong: string,
  normalize: (value: string) => T | undefined,
  message: string,
) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value, ctx) => {
      const normal = normalize(value);
      if (normal === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return normal;
    });
}
