import { describe, expect, it } from "vitest";
import { contactMail } from "./contact";
import { passwordResetMail } from "./password-reset";
import { welcomeMail } from "./welcome";

const welcome = {
  companyName: "Hansen Tømrer & Snedker ApS",
  companyEmail: "kontakt@hansen-toemrer.dk",
  cvr: "62601817",
  siteUrl: "http://hansentoemrersnedker.localhost:3000",
  adminUrl: "http://hansentoemrersnedker.localhost:3000/admin",
  supportEmail: "support@xn--hndvrkernet-x8aq.dk",
};

describe("welcomeMail", () => {
  it("tells the owner where the site and the admin panel are and how to log in", () => {
    const mail = welcomeMail(welcome);
    expect(mail.subject).toBe("Din nye hjemmeside er klar – velkommen til Håndværkernet");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(welcome.siteUrl);
      expect(part).toContain(welcome.adminUrl);
      expect(part).toContain(welcome.companyEmail);
      expect(part).toContain(welcome.cvr);
      expect(part).toContain(welcome.supportEmail);
      expect(part).toContain("Start gratis i 3 måneder - ingen binding");
      expect(part).toContain("249 kr.");
    }
    // Without a person's name a plain "Hej", never the company name (issue 23).
    expect(mail.text.startsWith("Hej\n\n")).toBe(true);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toContain(`<a href="${welcome.adminUrl}"`);
    expect(mail.html).not.toContain("Hej Hansen");
  });

  it("greets the person by name when we know one, escaped", () => {
    const mail = welcomeMail({ ...welcome, personName: "Lars <Hansen>" });
    expect(mail.text.startsWith("Hej Lars <Hansen>\n\n")).toBe(true);
    expect(mail.html).toContain("Hej Lars &lt;Hansen&gt;");
  });

  it("escapes every input in the HTML", () => {
    const hostile = "<script>alert(1)</script>\"'&";
    const mail = welcomeMail({
      companyName: hostile,
      companyEmail: `${hostile}@example.dk`,
      cvr: hostile,
      siteUrl: `https://example.dk/"><img src=x onerror=alert(1)>`,
      adminUrl: "javascript:alert(1)",
      supportEmail: hostile,
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;");
  });

  it("leaves out the support line when no address is given", () => {
    const { supportEmail: _, ...withoutSupport } = welcome;
    expect(welcomeMail(withoutSupport).text).not.toContain("spørgsmål");
  });
});

describe("contactMail", () => {
  it("forwards the visitor's message with a reply-to of the visitor", () => {
    const mail = contactMail({
      name: "Søren Ørsted",
      email: "soren@example.dk",
      message: "Hej!\r\nKan I hjælpe?",
    });
    expect(mail.subject).toBe("Ny besked fra kontaktformularen: Søren Ørsted");
    expect(mail.replyTo).toBe("soren@example.dk");
    expect(mail.text).toContain("Navn: Søren Ørsted");
    expect(mail.text).toContain("Email: soren@example.dk");
    expect(mail.text).toContain("Besked:\nHej!\nKan I hjælpe?");
  });

  it("keeps user input from adding headers or recipients", () => {
    const mail = contactMail({
      name: "Eve\r\nBcc: victim@example.dk",
      email: "eve@example.dk, victim@example.dk\r\nBcc: x@example.dk",
      message: "Hej",
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe("eve@example.dk");
  });
});

describe("passwordResetMail", () => {
  it("carries the reset link in text and HTML", () => {
    const resetUrl = "http://localhost:3000/admin/nulstil?token=abc&x=1";
    const mail = passwordResetMail({ resetUrl, expiresInMinutes: 60 });
    expect(mail.subject).toBe("Nulstil din adgangskode til Håndværkernet");
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain("Linket virker i 60 minutter.");
    expect(mail.html).toContain('href="http://localhost:3000/admin/nulstil?token=abc&amp;x=1"');
    expect(passwordResetMail({ resetUrl }).text).not.toContain("minutter");
  });
});
