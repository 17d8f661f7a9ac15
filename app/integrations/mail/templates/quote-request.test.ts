import { describe, expect, it } from "vitest";
import { quoteRequestMail } from "./quote-request";

const input = {
  visitorName: "Mette\r\nBcc: spam@example.com",
  phone: "20 30 40 50",
  email: "mette@example.dk, anden@example.com",
  address: "Hovedgaden 1",
  timing: "Hurtigst muligt",
  description: '<script>alert("x")</script>\r\nTo linjer',
  photoCount: 2,
  adminUrl: "http://localhost:3000/admin/forespoergsler/abc",
};

describe("quoteRequestMail", () => {
  it("names the visitor in one header-safe line and replies to one bare address", () => {
    const mail = quoteRequestMail(input);
    expect(mail.subject).toBe("Ny forespørgsel fra Mette Bcc: spam@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe("mette@example.dk");
  });

  it("carries the text, the contact details and the admin link, never the photos, never raw HTML", () => {
    const mail = quoteRequestMail(input);
    expect(mail.text).toContain('<script>alert("x")</script>\nTo linjer');
    expect(mail.text).toContain("Telefon: 20 30 40 50");
    expect(mail.text).toContain("Billeder: 2 (se dem i administrationen)");
    expect(mail.text).toContain(input.adminUrl);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toMatch(/\/media\/|private\//);
  });

  it("has no Reply-To without an e-mail and says to call instead", () => {
    const mail = quoteRequestMail({ ...input, email: "" });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("ring på telefonnummeret");
  });
});
