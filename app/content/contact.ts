import { supportEmail } from "~/content/site";
import type { ContactContent } from "~/content/types";

/** /kontakt. The form strings are SPEC §2 and §8, word for word. */
export const contactPage: ContactContent = {
  meta: {
    title: "Kontakt Håndværkernet",
    description:
      "Har du spørgsmål om din hjemmeside, dit domæne eller prisen? Skriv til os, så vender vi tilbage hurtigst muligt. Support er gratis.",
  },
  h1: "Kontakt os",
  intro:
    "Har du spørgsmål til din hjemmeside, til at sætte dit eget domæne op eller til prisen, så skriv til os her. Skriv gerne dit CVR-nummer, hvis det handler om en hjemmeside, du allerede har oprettet – så kan vi hjælpe hurtigere.",
  emailLine: `Du kan også skrive direkte til ${supportEmail}.`,
  form: {
    nameLabel: "Navn",
    emailLabel: "Email",
    messageLabel: "Besked",
    submit: "Send besked",
    submitting: "Sender...",
    success: "Tak for din henvendelse! Vi vender tilbage hurtigst muligt.",
    error: "Beskeden kunne ikke sendes",
  },
};
