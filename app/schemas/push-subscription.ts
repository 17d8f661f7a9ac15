import { z } from "zod";

/** Danish texts of the Notifikationer page (issue 25), shared by the page and the server. */
export const PUSH_MESSAGES = {
  invalid: "Enheden kunne ikke slås til. Prøv igen, eller brug en anden browser.",
  labelMissing: "Skriv et navn til enheden, f.eks. Min telefon",
  labelTooLong: "Navnet må højst være 60 tegn",
  notSetUp: "Push-notifikationer er ikke sat op på denne server.",
  tooMany: "Du kan højst have 10 enheder. Fjern en, før du tilføjer en ny.",
} as const;

/** base64url of n bytes, unpadded (4 characters per 3 bytes) or padded with "=". */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`));
};

/**
 * What the browser's PushSubscription.toJSON() gives, plus the owner's name for the device. The keys
 * are checked by length (an uncompressed P-256 point is 65 bytes starting 0x04, i.e. "B"; the auth secret 16); the endpoint is an http(s) URL
 * (the sender refuses non-public ones).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2000)
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value)),
  keys: z.object({ p256dh: base64url(65).startsWith("B"), auth: base64url(16) }),
});

export const deviceLabelSchema = z
  .string()
  .trim()
  .min(1, PUSH_MESSAGES.labelMissing)
  .max(60, PUSH_MESSAGES.labelTooLong);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Danish texts of the SMS part of Notifikationer. */
export const SMS_MESSAGES = {
  notSetUp: "SMS er ikke sat op på denne server.",
  phoneInvalid: "Skriv et dansk mobilnummer med 8 cifre, f.eks. 20 30 40 50",
  tooManyCodes: "Du har bedt om mange koder. Vent en time, og prøv igen.",
  sendFailed: "Vi kunne ikke sende SMS'en lige nu. Prøv igen om lidt.",
  codeWrong: "Koden er forkert. Tjek SMS'en, og prøv igen.",
  codeExpired: "Koden er udløbet eller brugt for mange gange. Bed om en ny kode.",
  noNumber: "Bekræft dit mobilnummer, før du slår SMS til.",
} as const;

export const SMS_MODES = ["off", "always", "escalate"] as const;
export const SMS_ESCALATE_MINUTES = [15, 30, 60] as const;
