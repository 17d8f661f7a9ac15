import { CALLS_NOTE, type ReplyTimeSummary, replyTimeSentence } from "~/schemas/owner-numbers";
import { button, escapeHtml, greeting, layout, link, singleLine } from "./html";
import type { RenderedMail } from "./welcome";

export type MonthlyReportMailInput = {
  companyName: string;
  /** The owner's own name when we know one; the greeting falls back to a plain "Hej". */
  personName?: string | null;
  /** Danish month names, e.g. "november" (reported) and "oktober" (compared with). */
  monthName: string;
  previousName: string;
  year: number;
  visits: { month: number; previous: number };
  requests: { month: number; previous: number };
  /** Review requests sent in the month (issue 26); the line is left out for a month without any. */
  reviewRequests?: number;
  /** Projects put on the site in the month (issue 26); the line is left out for a month without any. */
  projectsPublished?: number;
  /** Taps on the site's phone numbers; absent in mails rendered before they were counted. */
  calls?: { month: number; previous: number };
  /** The month's reply time; absent in mails rendered before it was measured. */
  replyTime?: ReplyTimeSummary;
  topPages: { path: string; month: number; previous: number }[];
  dashboardUrl: string;
  optOutUrl: string;
};

const number = new Intl.NumberFormat("da-DK");

/** "412 besøg (+12 % mod oktober)": a count with its change against the month before. */
export function compared(count: number, previous: number, unit: string, previousName: string): string {
  const base = `${number.format(count)} ${unit}`;
  if (previous === 0)
    return count === 0 ? `${base} (som i ${previousName})` : `${base} (0 i ${previousName})`;
  const change = Math.round(((count - previous) / previous) * 100);
  const sign = change > 0 ? "+" : change < 0 ? "-" : "±";
  return `${base} (${sign}${number.format(Math.abs(change))} % mod ${previousName})`;
}

/** The short report on the 1st: last month's visits, quote requests and most visited pages. */
export function monthlyReportMail(input: MonthlyReportMailInput): RenderedMail {
  const hello = greeting(input.personName);
  const subject = `Din hjemmeside i ${input.monthName} ${input.year}`;
  const intro = `Sådan gik det for hjemmesiden i ${input.monthName}:`;
  const lines = [
    compared(input.visits.month, input.visits.previous, "besøg", input.previousName),
    compared(
      input.requests.month,
      input.requests.previous,
      input.requests.month === 1 ? "forespørgsel" : "forespørgsler",
      input.previousName,
    ),
    ...(input.reviewRequests
      ? [
          `${number.format(input.reviewRequests)} ${input.reviewRequests === 1 ? "anmodning" : "anmodninger"} om anmeldelse sendt`,
        ]
      : []),
    ...(input.projectsPublished
      ? [
          `${number.format(input.projectsPublished)} ${input.projectsPublished === 1 ? "udført opgave" : "udførte opgaver"} lagt på hjemmesiden`,
        ]
      : []),
    ...(input.calls
      ? [compared(input.calls.month, input.calls.previous, "opkald fra hjemmesiden", input.previousName)]
      : []),
  ];
  if (input.replyTime && input.replyTime.answered + input.replyTime.unanswered > 0)
    lines.push(replyTimeSentence(input.replyTime));
  const callsNote = input.calls ? CALLS_NOTE : null;
  const pages = input.topPages.map(
    (page) => `${singleLine(page.path)}: ${compared(page.month, page.previous, "besøg", input.previousName)}`,
  );
  const pagesTitle = "Mest besøgte sider";
  const optOut = "Vil du ikke have rapporten mere? Afmeld den her";
  const text = [
    hello,
    intro,
    lines.map((line) => `- ${line}`).join("\n"),
    callsNote,
    pages.length ? `${pagesTitle}:\n${pages.map((line) => `- ${line}`).join("\n")}` : null,
    `Se mere i dit kontrolpanel: ${input.dashboardUrl}`,
    "Venlig hilsen\nHåndværkernet",
    `${optOut}: ${input.optOutUrl}`,
  ]
    .filter((part) => part !== null)
    .join("\n\n");
  const list = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const body = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(hello)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    list(lines),
    callsNote ? `<p style="font-size:14px;color:#57534e">${escapeHtml(callsNote)}</p>` : "",
    pages.length ? `<h2 style="font-size:18px">${escapeHtml(pagesTitle)}</h2>${list(pages)}` : "",
    button(input.dashboardUrl, "Gå til kontrolpanelet"),
    "<p>Venlig hilsen<br>Håndværkernet</p>",
    `<p style="font-size:12px;color:#57534e">${link(input.optOutUrl, optOut)}</p>`,
  ].join("\n");
  return { subject, text, html: layout(subject, body) };
}
