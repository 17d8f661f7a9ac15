import { describe, expect, it } from "vitest";
import { decodeEntities, tokenizeHtml } from "./html";

describe("tokenizeHtml", () => {
  it("reads tags, attributes in every quoting style and text", () => {
    expect(tokenizeHtml(`<a href="/om" data-x='1 > 2' hidden class=menu>Om &amp; os</a>`)).toEqual([
      { type: "open", name: "a", attributes: { href: "/om", "data-x": "1 > 2", hidden: "", class: "menu" } },
      { type: "text", text: "Om & os" },
      { type: "close", name: "a" },
    ]);
  });

  it("treats script content as raw text and skips comments and doctypes", () => {
    const tokens = tokenizeHtml(`<!DOCTYPE html><!-- <p>nej</p> --><script>if (a < b) "</p>";</script><P>ja`);
    expect(tokens).toEqual([
      { type: "open", name: "script", attributes: {} },
      { type: "text", text: 'if (a < b) "</p>";' },
      { type: "close", name: "script" },
      { type: "open", name: "p", attributes: {} },
      { type: "text", text: "ja" },
    ]);
  });

  it("keeps a stray < as text and survives truncated markup", () => {
    expect(tokenizeHtml("3 < 4 <b")).toEqual([
      { type: "text", text: "3 " },
      { type: "text", text: "<" },
      { type: "text", text: " 4 " },
      { type: "open", name: "b", attributes: {} },
    ]);
    expect(tokenizeHtml("<script>uafsluttet")).toEqual([
      { type: "open", name: "script", attributes: {} },
      { type: "text", text: "uafsluttet" },
      { type: "close", name: "script" },
    ]);
  });
});

describe("decodeEntities", () => {
  it.each([
    ["T&oslash;mrer p&aring; &AElig;r&oslash;", "Tømrer på Ærø"],
    ["&#248;&#xE6;&#XE5;", "øæå"],
    ["2010&#150;2024", "2010–2024"],
    ["&nbsp;&copy;", " ©"],
    // An unknown name stays as written; a legacy one without its semicolon decodes, as in a browser.
    ["&ukendt; & &amp", "&ukendt; & &"],
    ["&#0;&#xD800;", "\uFFFD\uFFFD"],
    // Named references outside the 45 the scraper once listed itself came through as "&sup2;".
    ["ca. 60 m&sup2; &ndash; &frac34; time &rarr; &Ccedil;&hearts;", "ca. 60 m² – ¾ time → Ç♥"],
  ])("%j → %j", (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });

  it("leaves a link's query as written where a browser does: &copy= in an attribute is no ©", () => {
    const [link, text] = tokenizeHtml('<a href="/side?a=1&copy=2&amp;b=3">Areal: 60 m&sup2;</a>');
    expect(link).toMatchObject({ type: "open", attributes: { href: "/side?a=1&copy=2&b=3" } });
    expect(text).toEqual({ type: "text", text: "Areal: 60 m²" });
  });
});
