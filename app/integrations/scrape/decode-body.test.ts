import { describe, expect, it } from "vitest";
import { decodeHtmlBody } from "./decode-body";

const latin1 = (text: string) => Buffer.from(text, "latin1");

describe("decodeHtmlBody", () => {
  it("reads UTF-8 by default", () => {
    expect(decodeHtmlBody(Buffer.from("<p>Tømrer på Ærø</p>"), "text/html")).toBe("<p>Tømrer på Ærø</p>");
  });

  it("follows the charset of the Content-Type header", () => {
    expect(decodeHtmlBody(latin1("<p>Tømrer</p>"), "text/html; charset=ISO-8859-1")).toBe("<p>Tømrer</p>");
  });

  it("follows a <meta charset> when the header has none", () => {
    const html = '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>Blå</p>';
    expect(decodeHtmlBody(latin1(html), "text/html")).toContain("<p>Blå</p>");
  });

  it("falls back to Windows-1252 for bytes that are not UTF-8", () => {
    expect(decodeHtmlBody(latin1("<p>Søn – Ærø</p>".replace("–", "-")), undefined)).toBe("<p>Søn - Ærø</p>");
  });

  it("honours a byte-order mark and ignores an unknown charset", () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("æ")]);
    expect(decodeHtmlBody(withBom, "text/html; charset=latin1")).toBe("æ");
    expect(decodeHtmlBody(Buffer.from("ø"), "text/html; charset=klingon")).toBe("ø");
  });
});
