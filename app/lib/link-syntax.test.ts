import { describe, expect, it } from "vitest";
import { parseInline, plainText } from "~/content/inline";
import { findLinks, splitLinks } from "./link-syntax";
import { parseInlineLinks, plainSiteText } from "./site-text";

describe("the [label](target) grammar", () => {
  it("finds each link with its place in the text", () => {
    expect(findLinks("Se [priser](/priser) og [kontakt](tel:+4512345678).")).toEqual([
      { label: "priser", target: "/priser", index: 3, length: 17 },
      { label: "kontakt", target: "tel:+4512345678", index: 24, length: 26 },
    ]);
  });

  it("keeps a refused link as its literal text, joined with the text around it", () => {
    expect(
      splitLinks("a [x](javascript:alert(1)) b [y](/ok)", (label, target) =>
        target === "/ok" ? label : null,
      ),
    ).toEqual([{ text: "a [x](javascript:alert(1)) b " }, { link: "y" }]);
  });

  it("is the same grammar for owner text and for our own content", () => {
    const text = "Læs [om os](/om-os), ikke [[dobbelt]](/x) eller [mellem rum](/a b).";
    expect(parseInlineLinks(text, { prefix: "" }).filter((s) => s.kind === "link")).toEqual([
      { kind: "link", text: "om os", href: "/om-os", external: false },
    ]);
    expect(parseInline(text).filter((s) => s.type === "link")).toEqual([
      { type: "link", label: "om os", href: "/om-os" },
    ]);
    expect(plainSiteText("[Ring til os](tel:12345678) i dag")).toBe("Ring til os i dag");
    expect(plainText("[Ring til os](/kontakt) i dag")).toBe("Ring til os i dag");
  });
});
