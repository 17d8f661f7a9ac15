import { escapeHtml, layout } from "./html";
import type { RenderedMail } from "./welcome";

export type OwnershipCodeMailInput = {
  companyName: string;
  cvr: string;
  code: string;
  minutes: number;
  /** "takeover": someone asked to take the CVR over from another account's site. */
  purpose?: "verify" | "takeover";
};

/**
 * Issue 27: the code sent to the e-mail address the CVR register holds for the firm. It goes to the
 * firm, not to whoever signed up, so it says plainly what the code is for and what to do if nobody
 * there asked for it.
 */
export function ownershipCodeMail(input: OwnershipCodeMailInput): RenderedMail {
  const subject = `Kode til at bekræfte ${input.companyName} på Håndværkernet`;
  const intro =
    input.purpose === "takeover"
      ? `Nogen har bedt om at overtage CVR ${input.cvr} (${input.companyName}) hos Håndværkernet, hvor en anden konto har lavet en hjemmeside i virksomhedens navn. Vi sender koden til den e-mailadresse, CVR-registeret har for virksomheden.`
      : `Nogen har lavet en hjemmeside hos Håndværkernet for ${input.companyName} (CVR ${input.cvr}) og vil bekræfte, at virksomheden er deres. Vi sender koden til den e-mailadresse, CVR-registeret har for virksomheden.`;
  const codeLine = `Koden er ${input.code}. Den gælder i ${input.minutes} minutter.`;
  const notYou =
    "Har ingen i virksomheden bedt om koden, så giv den ikke videre. Skriv til os via håndværkernet.dk/kontakt, hvis en anden udgiver en side i jeres navn.";
  const text = [intro, codeLine, notYou, "Venlig hilsen\nHåndværkernet"].join("\n\n");
  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px;margin:24px 0">${escapeHtml(input.code)}</p>`,
    `<p>${escapeHtml(`Koden gælder i ${input.minutes} minutter.`)}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
    "<p>Venlig hilsen<br>Håndværkernet</p>",
  ].join("\n");
  return { subject, text, html: layout(subject, body) };
}
