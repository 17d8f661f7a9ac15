import { describe, expect, it } from "vitest";
import { callbackRequestMail, quoteRequestMail } from "./quote-request";

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

describe("callbackRequestMail", () => {
  const callback = {
    visitorName: "Ole <b>Jensen</b>\r\nBcc: spam@example.com",
    phone: "20 30 40 50",
    task: "Ring mig op – i formiddag (8–12)",
    adminUrl: "http://localhost:3000/admin/forespoergsler/abc",
  };

  it("says it is a request to be called, with the number and when, never the quote form's fields", () => {
    const mail = callbackRequestMail(callback);
    expect(mail.subject).toBe("Ole <b>Jensen</b> Bcc: spam@example.com vil gerne ringes op");
    expect(mail.replyTo).toBeUndefined();
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("“Ring mig op”");
      expect(part).toContain("20 30 40 50");
      expect(part).toContain("i formiddag (8–12)");
      expect(part).toContain(callback.adminUrl);
      expect(part).not.toMatch(/Få et tilbud|Hvad skal laves|Billeder|Adresse/);
    }
    expect(mail.text).toContain("Ring til Ole <b>Jensen</b> Bcc: spam@example.com på 20 30 40 50.");
    expect(mail.html).toContain("Ole &lt;b&gt;Jensen&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
  });
});
