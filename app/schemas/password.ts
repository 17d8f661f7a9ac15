import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

/** SPEC §5/§8: minimum 6 characters. */
export const passwordSchema = z
  .string({ error: "E-mail og adgangskode er påkrævet" })
  .min(1, "E-mail og adgangskode er påkrævet")
  .min(PASSWORD_MIN_LENGTH, "Adgangskoden skal være mindst 6 tegn")
  .max(128, "Adgangskoden må højst være 128 tegn");
