import { button, escapeHtml, layout, link } from "./html";
import type { RenderedMail } from "./welcome";

export type PasswordResetMailInput = {
  resetUrl: string;
  /** How long the link works; the sentence about expiry is left out when not given. */
  expiresInMinutes?: number;
};

export function passwordResetMail(input: PasswordResetMailInput): RenderedMail {
  const subject = "Nulstil din adgangskode til Håndværkernet";
  const intro =
    "Vi har modtaget en anmodning om at nulstille adgangskoden til din konto hos Håndværkernet. Brug linket herunder til at vælge en ny adgangskode.";
  const expiry =
    input.expiresInMinutes === undefined ? undefined : `Linket virker i ${input.expiresInMinutes} minutter.`;
  const ignore =
    "Har du ikke bedt om at nulstille din adgangskode, kan du se bort fra denne e-mail. Din nuværende adgangskode virker stadig.";

  const text = [intro, input.resetUrl, expiry, ignore, "Venlig hilsen\nHåndværkernet"]
    .filter((part) => part !== undefined)
    .join("\n\n");

  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    button(input.resetUrl, "Vælg en ny adgangskode"),
    `<p style="font-size:13px;color:#57534e">Virker knappen ikke, så kopier dette link ind i din browser:<br>${link(input.resetUrl)}</p>`,
    expiry ? `<p>${escapeHtml(expiry)}</p>` : "",
    `<p>${escapeHtml(ignore)}</p>`,
    "<p>Venlig hilsen<br>Håndværkernet</p>",
  ].join("\n");

  return { subject, text, html: layout(subject, body) };
}
