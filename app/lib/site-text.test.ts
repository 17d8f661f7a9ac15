import { describe, expect, it } from "vitest";
import {
  appendWithSeparator,
  parseInlineLinks,
  parseSiteText,
  plainSiteText,
  safeLinkTarget,
  splitParagraphs,
} from "./site-text";

const host = { prefix: "" };
const main = { prefix: "/12345678" };

describe("splitParagraphs", () => {
  it("splits at blank lines and keeps single line breaks inside a paragraph", () => {
    expect(splitParagraphs("Første afsnit.\nStadig første.\n\nAndet afsnit.")).toEqual([
      "Første afsnit.\nStadig første.",
      "Andet afsnit.",
    ]);
  });

  it("treats lines of spaces, several blank lines and Windows line ends as one break", () => {
    expect(splitParagraphs("  Et\r\n\r\n \t \r\n\r\nTo  \n\n\n\nTre\n")).toEqual(["Et", "To", "Tre"]);
  });

  it("gives nothing for empty, blank or missing text", () => {
    expect(splitParagraphs("")).toEqual([]);
    expect(splitParagraphs(" \n\n \n")).toEqual([]);
    expect(splitParagraphs(undefined)).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });

  it("keeps a text without blank lines as one paragraph", () => {
    expect(splitParagraphs("Vi lægger tag.")).toEqual(["Vi lægger tag."]);
  });
});

describe("parseInlineLinks", () => {
  it("turns [label](https://...) into a link between text", () => {
    expect(parseInlineLinks("Se [vores galleri](https://eksempel.dk/galleri) her.", host)).toEqual([
      { kind: "text", text: "Se " },
      { kind: "link", text: "vores galleri", href: "https://eksempel.dk/galleri", external: true },
      { kind: "text", text: " her." },
    ]);
  });

  it("accepts mailto and tel targets", () => {
    expect(parseInlineLinks("[Skriv](mailto:info@firma.dk) eller [ring](tel:+4512345678)", host)).toEqual([
      { kind: "link", text: "Skriv", href: "mailto:info@firma.dk", external: true },
      { kind: "text", text: " eller " },
      { kind: "link", text: "ring", href: "tel:+4512345678", external: true },
    ]);
  });

  it("keeps root-relative targets on a customer host and prefixes /{cvr} on the main host", () => {
    expect(parseInlineLinks("[Om os](/om-os)", host)).toEqual([
      { kind: "link", text: "Om os", href: "/om-os", external: false },
    ]);
    expect(parseInlineLinks("[Om os](/om-os)", main)).toEqual([
      { kind: "link", text: "Om os", href: "/12345678/om-os", external: false },
    ]);
    expect(parseInlineLinks("[Forside](/)", main)[0]).toMatchObject({ href: "/12345678" });
    expect(parseInlineLinks("[Kontakt](/#kontakt)", main)[0]).toMatchObject({ href: "/12345678#kontakt" });
    expect(parseInlineLinks("[Forside](/)", host)[0]).toMatchObject({ href: "/" });
  });

  it("handles several links and text that only looks like a link", () => {
    const segments = parseInlineLinks("[a](/a) [b] (c) [d](/d)", host);
    expect(segments).toEqual([
      { kind: "link", text: "a", href: "/a", external: false },
      { kind: "text", text: " [b] (c) " },
      { kind: "link", text: "d", href: "/d", external: false },
    ]);
  });

  it("leaves a link with an empty label as text", () => {
    expect(parseInlineLinks("[ ](/a)", host)).toEqual([{ kind: "text", text: "[ ](/a)" }]);
  });

  // Every one of these must come back as the literal text: no link, nothing else.
  const XSS_CORPUS = [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "jAvAsCrIpT:alert(document.cookie)",
    "javascript://%0aalert(1)",
    "javascript:/https://eksempel.dk",
    "java\tscript:alert(1)",
    "java%0ascript:alert(1)",
    "%6A%61%76%61%73%63%72%69%70%74:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "\u0001javascript:alert(1)",
    "\u00a0javascript:alert(1)",
    "\ufeffjavascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://eksempel.dk/fil",
    "//evil.example",
    "//evil.example/sti",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https:evil.example",
    "https:/evil.example",
    "http://",
    "https://user:kode@evil.example",
    "mailto:",
    "tel:",
    "tel:javascript:alert(1)",
    "blob:https://eksempel.dk/1",
    "about:blank",
    "om-os",
    "www.eksempel.dk",
    '"onmouseover="alert(1)',
    'https://eksempel.dk/"><script>alert(1)</script>',
    "https://eksempel.dk/<img>",
  ];

  it.each(XSS_CORPUS)("refuses %j", (target) => {
    expect(safeLinkTarget(target, host)).toBeNull();
    expect(safeLinkTarget(target, main)).toBeNull();
    const text = `Klik [her](${target}) nu`;
    const segments = parseInlineLinks(text, host);
    expect(segments.some((segment) => segment.kind === "link")).toBe(false);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
  });

  it("keeps HTML in owner text as text", () => {
    const text = '<script>alert(1)</script><img src=x onerror="alert(1)"> [ok](/ok)';
    const segments = parseInlineLinks(text, host);
    expect(segments[0]).toEqual({
      kind: "text",
      text: '<script>alert(1)</script><img src=x onerror="alert(1)"> ',
    });
    expect(segments[1]).toMatchObject({ kind: "link", href: "/ok" });
  });

  it("normalises accepted http(s) targets through the URL parser", () => {
    expect(safeLinkTarget("HTTPS://Eksempel.DK/Side", host)).toEqual({
      href: "https://eksempel.dk/Side",
      external: true,
    });
    expect(safeLinkTarget("http://xn--hndvrkernet-x8aq.dk", host)?.href).toBe(
      "http://xn--hndvrkernet-x8aq.dk/",
    );
  });
});

describe("parseSiteText", () => {
  it("gives paragraphs of lines of segments", () => {
    expect(parseSiteText("Hej\nverden\n\n[Om os](/om-os)", main)).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "Hej" }], [{ kind: "text", text: "verden" }]] },
      {
        kind: "paragraph",
        lines: [[{ kind: "link", text: "Om os", href: "/12345678/om-os", external: false }]],
      },
    ]);
  });

  it("reads a paragraph of dashes as the separator line the AI box puts before new text", () => {
    const text = appendWithSeparator("Gammel tekst.", "Ny tekst.");
    expect(text).toBe("Gammel tekst.\n\n---\n\nNy tekst.");
    expect(parseSiteText(text, main).map((block) => block.kind)).toEqual([
      "paragraph",
      "separator",
      "paragraph",
    ]);
    // A dash inside a sentence is text, and an empty page gets the new text alone.
    expect(parseSiteText("Fra 8 --- 16", main)[0]?.kind).toBe("paragraph");
    expect(appendWithSeparator("  ", "Ny tekst.")).toBe("Ny tekst.");
  });
});

describe("plainSiteText", () => {
  it("leaves separator lines out", () => {
    expect(plainSiteText("Første.\n\n---\n\nAnden.")).toBe("Første. Anden.");
  });

  it("drops link syntax and joins paragraphs", () => {
    expect(plainSiteText("Vi er [tømrere](/om-os).\n\nRing  i dag.")).toBe("Vi er tømrere. Ring i dag.");
  });
});
