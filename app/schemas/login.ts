import { z } from "zod";

/** An owner's login e-mail (SPEC §5/§8 messages), lower-cased: the login form and onboarding's account. */
export const accountEmailSchema = z
  .string()
  .trim()
  .min(1, "Email er påkrævet")
  .pipe(z.email("Indtast en gyldig email"))
  .transform((value) => value.toLowerCase());

/** The /admin login form (SPEC §2 Admin: e-mail and password, both required, e-mail type). */
export const loginSchema = z.object({
  email: accountEmailSchema,
  password: z.string().min(1, "Adgangskode er påkrævet"),
});
