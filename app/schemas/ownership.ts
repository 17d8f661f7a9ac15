/**
 * Issue 27, proof that the CVR number is the owner's: the Danish texts and the pure rules both the
 * server and the admin page use.
 */

export const OWNERSHIP_CODE_MINUTES = 15;
export const OWNERSHIP_CODE_TRIES = 5;
/** Codes per company and hour (e-mail and SMS together): a register address is nobody's inbox to flood. */
export const OWNERSHIP_CODES_PER_HOUR = 5;

export const OWNERSHIP_MESSAGES = {
  noEmail: "CVR-registeret har ingen e-mailadresse for virksomheden. Vælg en anden måde.",
  noMobile: "CVR-registeret har intet mobilnummer for virksomheden. Vælg en anden måde.",
  smsNotSetUp: "SMS er ikke sat op på denne server. Vælg en anden måde.",
  registerUnavailable: "Vi kunne ikke slå virksomheden op i CVR-registeret lige nu. Prøv igen om lidt.",
  sendFailed: "Koden kunne ikke sendes lige nu. Prøv igen om lidt, eller vælg en anden måde.",
  tooManyCodes: "Du har bedt om mange koder på kort tid. Vent en time, og prøv igen.",
  codeMissing: "Skriv koden, du har fået.",
  codeWrong: "Koden er forkert. Tjek den, og prøv igen.",
  codeExpired: "Koden er udløbet eller brugt for mange gange. Bed om en ny kode.",
  alreadyVerified: "Ejerskabet er allerede bekræftet.",
  oidcNotSetUp: "MitID Erhverv er ikke sat op på denne server. Vælg en anden måde.",
  oidcFailed: "Login med MitID Erhverv lykkedes ikke. Prøv igen, eller vælg en anden måde.",
  takeoverVerified:
    "Ejeren af CVR-nummeret har allerede bekræftet siden. Skriv til os via kontaktformularen, hvis det ikke er jer.",
  takeoverNotFound: "Vi har ingen hjemmeside for det CVR-nummer.",
  takeoverEmail: "Skriv den e-mailadresse, du vil logge ind med",
  cvrReserved:
    "CVR-nummeret er overtaget af virksomhedens ejer og holdes til den e-mailadresse, ejeren opgav. Log ind med den, eller skriv til os.",
  domainNeedsOwnership:
    "Bekræft først, at virksomheden er din (under Ejerskab), så kan du bruge dit eget domæne.",
  oidcWrongCvr:
    "Du loggede ind for en anden virksomhed (CVR {cvr}). Log ind for den virksomhed, siden er lavet for.",
} as const;

/**
 * Danish mobile numbers by the numbering plan's mobile series (Energistyrelsen): 2x, 30–31, 40–42,
 * 50–53, 60–61, 71, 81 and 91–93. A landline cannot receive the code, so only these are offered.
 */
export function danishMobileNumber(phone: string | null | undefined): string | null {
  const match = /^(?:\+45|0045)?(\d{8})$/.exec((phone ?? "").replace(/[\s.-]/g, ""));
  if (!match) return null;
  const digits = match[1]!;
  return /^(2\d|3[01]|4[0-2]|5[0-3]|6[01]|71|81|9[1-3])/.test(digits)
    ? digits.replace(/(\d{2})(?=\d)/g, "$1 ")
    : null;
}

/** "k******@hansen-toemrer.dk": enough for the owner to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/** "** ** 12 34": the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").slice(-8);
  return `** ** ${digits.slice(4, 6)} ${digits.slice(6, 8)}`;
}
