import { describe, expect, it } from "vitest";
import { quoteReceiptMail } from "./quote-receipt";

const INPUT = {
  companyName: "Hansen Tømrer ApS",
  companyPhone: "12 34 56 78",
  visitorName: "Mette <b>Hansen</b>",
  phone: "20 30 40 50",
  email: "mette@example.dk",
  address: "Kirkegade 4, 7100 Vejle",
  timing: "Inden for en måned",
  description: "Vinduer i stuen.\n<script>alert(1)</script>",
  photoCount: 2,
};

describe("the visitor's receipt", () => {
  it("copies what was sent, says who answers and when, and gives the firm's phone; visitor text stays text", () => {
    const mail = quoteReceiptMail(INPUT);
    expect(mail.subject).toBe("Kvittering: din forespørgsel til Hansen Tømrer ApS");
    expect(mail.text).toContain(
      "Hansen Tømrer ApS har modtaget den og svarer dig. Vi svarer normalt inden for 2 timer på hverdage.",
    );
    expect(mail.text).toContain("Haster det, så ring til Hansen Tømrer ApS på 12 34 56 78.");
    expect(mail.text).toContain("Adresse: Kirkegade 4, 7100 Vejle");
    expect(mail.text).toContain("Billeder: 2");
    expect(mail.html).toContain('<a href="tel:12345678">12 34 56 78</a>');
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("Mette &lt;b&gt;Hansen&lt;/b&gt;");
    // Transactional: no links but the phone, no product tagline.
    expect(mail.html.match(/href="/g)).toHaveLength(1);
    expect(mail.html).not.toContain("hjemmesider til håndværkere");
  });

  it("leaves out the phone line when the firm has no number", () => {
    const mail = quoteReceiptMail({ ...INPUT, companyPhone: "" });
    expect(mail.text).not.toContain("Haster det");
    expect(mail.html).not.toContain("tel:");
  });
});
