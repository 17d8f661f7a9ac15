import { button, escapeHtml, greeting, layout, link } from "./html";

export type WelcomeMailInput = {
  companyName: string;
  /** The owner's own name when we know one; the greeting falls back to a plain "Hej". */
  personName?: string | null;
  /** The login e-mail. */
  companyEmail: string;
  cvr: string;
  siteUrl: string;
  adminUrl: string;
  /** Shown as the place to ask questions; left out when not given. */
  supportEmail?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** SPEC §4: the welcome e-mail sent after sign-up, once the site and its pages exist. */
export function welcomeMail(input: WelcomeMailInput): RenderedMail {
  const hello = greeting(input.personName);
  const subject = "Din nye hjemmeside er klar – velkommen til Håndværkernet";
  const intro = "Velkommen til Håndværkernet! Din nye hjemmeside er oprettet og kan allerede ses på nettet.";
  const editing =
    "Teksterne er skrevet ud fra virksomhedens oplysninger i CVR-registret, så læs dem gerne igennem og ret dem til. I administrationen kan du ændre tekster, billeder, åbningstider og kontaktoplysninger og oprette nye sider.";
  const login = `Du logger ind med e-mailen ${input.companyEmail} og den adgangskode, du valgte ved oprettelsen.`;
  const price =
    "Start gratis i 3 måneder - ingen binding. Du skal ikke oplyse betalingskort. Derefter koster det 249 kr. om måneden med ubegrænset antal sider.";
  const questions = input.supportEmail
    ? `Har du spørgsmål, er du velkommen til at skrive til os på ${input.supportEmail}.`
    : undefined;

  const text = [
    hello,
    intro,
    `Din hjemmeside: ${input.siteUrl}\nAdministration: ${input.adminUrl}\nLogin: ${input.companyEmail}\nCVR-nr.: ${input.cvr}`,
    editing,
    login,
    price,
    questions,
    "Venlig hilsen\nHåndværkernet",
  ]
    .filter((part) => part !== undefined)
    .join("\n\n");

  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    button(input.siteUrl, "Se din hjemmeside"),
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;table-layout:fixed">`,
    row("Din hjemmeside", link(input.siteUrl)),
    row("Administration", link(input.adminUrl)),
    row("Login", escapeHtml(input.companyEmail)),
    row("CVR-nr.", escapeHtml(input.cvr)),
    "</table>",
    `<p>${escapeHtml(editing)}</p>`,
    `<p>${escapeHtml(login)}</p>`,
    `<p><strong>${escapeHtml(price)}</strong></p>`,
    questions ? `<p>${escapeHtml(questions)}</p>` : "",
    "<p>Venlig hilsen<br>Håndværkernet</p>",
  ].join("\n");

  return { subject, text, html: layout(subject, body) };
}

function row(label: string, valueHtml: string): string {
  return `<tr><td style="padding:4px 12px 4px 0;color:#57534e;vertical-align:top;width:35%">${escapeHtml(label)}</td><td style="padding:4px 0;word-break:break-all">${valueHtml}</td></tr>`;
}
