/** The inbox's reply (issue 25): limits and Danish messages shared by the form and the server. */

export const REPLY_SUBJECT_MAX = 150;
export const REPLY_BODY_MAX = 5000;
export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATES_MAX = 20;

export const REPLY_MESSAGES = {
  subject: "Skriv et emne",
  subjectTooLong: `Emnet må højst være ${REPLY_SUBJECT_MAX} tegn`,
  body: "Skriv dit svar",
  bodyTooLong: `Svaret må højst være ${REPLY_BODY_MAX.toLocaleString("da-DK")} tegn`,
  noEmail: "Kunden har ikke skrevet en e-mail. Ring til kunden i stedet.",
  sent: "Svaret er sendt. Forespørgslen står nu som Kontaktet.",
  aiFailed:
    "AI'en kunne ikke skrive et udkast lige nu. Her er vores standardudkast, som du kan rette – eller prøv igen om lidt.",
  drafted: "Udkastet er klar. Ret det til, og tryk Send svar.",
  templateName: "Giv skabelonen et navn",
  templateNameTooLong: `Navnet må højst være ${TEMPLATE_NAME_MAX} tegn`,
  templatesFull: `Du kan højst gemme ${TEMPLATES_MAX} skabeloner. Slet en, før du gemmer en ny.`,
  templateSaved: "Skabelonen er gemt.",
  templateDeleted: "Skabelonen er slettet.",
  templateMissing: "Vælg en skabelon",
} as const;

/** The placeholders a template may use, filled from the request when it is used. */
export const TEMPLATE_PLACEHOLDERS = ["{navn}", "{opgave}", "{firma}", "{telefon}"] as const;

/** A template's text with its placeholders filled in ({navn} is the customer's first name). */
export function fillReplyTemplate(
  body: string,
  values: { customerName: string; task: string; companyName: string; companyPhone: string },
): string {
  const first = values.customerName.trim().split(/\s+/)[0] ?? "";
  return body
    .replaceAll("{navn}", first)
    .replaceAll("{opgave}", values.task)
    .replaceAll("{firma}", values.companyName)
    .replaceAll("{telefon}", values.companyPhone);
}
