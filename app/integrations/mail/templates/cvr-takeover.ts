import { button, escapeHtml, layout } from "./html";
import type { RenderedMail } from "./welcome";

type Input = { companyName: string; cvr: string; keptDays: number };

function mail(subject: string, paragraphs: string[], action?: { url: string; label: string }): RenderedMail {
  const text = [...paragraphs, ...(action ? [action.url] : []), "Venlig hilsen\nHåndværkernet"].join("\n\n");
  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    action ? button(action.url, action.label) : "",
    "<p>Venlig hilsen<br>Håndværkernet</p>",
  ].join("\n");
  return { subject, text, html: layout(subject, body) };
}

/** Issue 27: to the account whose unverified site the register's owner took over. */
export function cvrTakenOverMail(input: Input): RenderedMail {
  return mail(`Hjemmesiden for ${input.companyName} er taget offline`, [
    `Ejeren af CVR ${input.cvr} (${input.companyName}) har bekræftet med en kode til virksomhedens kontaktoplysninger i CVR-registeret, at virksomheden er deres, og har overtaget CVR-nummeret hos Håndværkernet.`,
    `Den hjemmeside, din konto lavede for virksomheden, er derfor taget offline. Vi gemmer den i ${input.keptDays} dage, så vores support kan hjælpe, hvis der er sket en fejl. Derefter slettes den med sine billeder.`,
    "Mener du, at der er sket en fejl, så skriv til os via kontaktformularen på håndværkernet.dk.",
  ]);
}

/** Issue 27: to the e-mail the register's owner gave when taking the CVR over. */
export function cvrTakeoverDoneMail(
  input: Input & { signUpUrl: string; reservedDays: number },
): RenderedMail {
  return mail(
    `CVR ${input.cvr} er nu jeres hos Håndværkernet`,
    [
      `I har bekræftet, at ${input.companyName} (CVR ${input.cvr}) er jeres. Den hjemmeside, en anden konto havde lavet i virksomhedens navn, er taget offline.`,
      `CVR-nummeret holdes til denne e-mailadresse i ${input.reservedDays} dage. Opret jeres egen hjemmeside med den, så er den bekræftet fra start.`,
    ],
    { url: input.signUpUrl, label: "Opret hjemmeside" },
  );
}
