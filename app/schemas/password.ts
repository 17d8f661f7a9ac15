import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

/** SPEC §5/§8: minimum 6 characters. */
export const passwordSchema = z
  .string({ error: "Email og password er påkrævet" })
  .min(1, "Email og password er påkrævet")
  .min(PASSWORD_MIN_LENGTH, "Password skal være mindst 6 tegn")
  .max(128, "Password må højst være 128 tegn");
