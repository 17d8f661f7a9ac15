import { singleLine } from "./html";

export type ContactMailInput = { name: string; email: string; message: string };

export type ContactMail = { subject: string; text: string; replyTo: string };

/**
 * A message from the contact form (/kontakt), forwarded to support. Replying answers the visitor
 * directly. Only plain text: the visitor's words are never rendered as HTML.
 */
export function contactMail(input: ContactMailInput): ContactMail {
  const name = singleLine(input.name).slice(0, 100);
  // One bare address: no display name, no second address smuggled in after a comma.
  const replyTo = singleLine(input.email).split(/[\s,;]/)[0] ?? "";
  return {
    subject: `Ny besked fra kontaktformularen: ${name}`,
    text: [
      "Ny besked fra kontaktformularen på Håndværkernet.",
      `Navn: ${name}\nEmail: ${replyTo}`,
      `Besked:\n${input.message.replace(/\r\n?/g, "\n").trim()}`,
      "Svar på denne e-mail for at skrive direkte til afsenderen.",
    ].join("\n\n"),
    replyTo,
  };
}
