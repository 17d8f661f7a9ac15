import { describe, expect, it } from "vitest";
import { reviewRequestMail, taskSummary } from "./review-request";

const input = {
  companyName: "Hansen & Søn <ApS>",
  customerName: "Karen <b>Kunde</b>",
  task: "Nyt tag på carporten",
  doneDate: "3. november 2026",
  profiles: [{ label: "Google", url: "https://g.page/r/abc/review" }],
  optOutUrl: "https://xn--hndvrkernet-x8aq.dk/anmeldelse/afmeld?token=x",
  trustpilotInvites: false,
};

describe("the review request mail", () => {
  it("is about the job, neutral, and carries the opt-out", () => {
    const mail = reviewRequestMail(input);
    expect(mail.subject).toBe("Hvordan oplevede du opgaven fra Hansen & Søn <ApS>?");
    expect(mail.text).toContain('har afsluttet opgaven "Nyt tag på carporten" (udført 3. november 2026).');
    expect(mail.text).toContain("både de gode og de kritiske");
    expect(mail.text).toContain("Google: https://g.page/r/abc/review");
    expect(mail.text).toContain(input.optOutUrl);
    expect(mail.text).not.toContain("Trustpilot");
    expect(reviewRequestMail({ ...input, trustpilotInvites: true }).text).toContain("invitation");
  });

  it("escapes everything the owner and customer typed in the HTML", () => {
    const { html } = reviewRequestMail(input);
    expect(html).toContain("Hansen &amp; Søn &lt;ApS&gt;");
    expect(html).toContain("Karen &lt;b&gt;Kunde&lt;/b&gt;");
    expect(html).not.toContain("<b>Kunde");
  });

  it("sums the task up in one line of at most 120 characters", () => {
    expect(taskSummary("  Nyt\ntag  ")).toBe("Nyt tag");
    const long = taskSummary("ord ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(122);
    expect(long.endsWith(" …")).toBe(true);
  });
});
