import { z } from "zod";

/** The /admin login form (SPEC §2 Admin: e-mail and password, both required, e-mail type). */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email er påkrævet")
    .pipe(z.email("Indtast en gyldig email"))
    .transform((value) => value.toLowerCase()),
  password: z.string().min(1, "Adgangskode er påkrævet"),
});
