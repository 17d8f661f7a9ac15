import { describe, expect, it } from "vitest";
import { applyAiText } from "./apply-ai-text";

const body = "Første afsnit. Vi bygger carporte.\n\nAndet afsnit om tage.";

describe("applyAiText", () => {
  it("replaces the selection for Omskriv and Gør kortere, and says where the new text stands", () => {
    const start = body.indexOf("Vi bygger carporte.");
    const end = start + "Vi bygger carporte.".length;
    const applied = applyAiText(body, { start, end }, "rewrite", "Vi laver carporte.");
    expect(applied.body).toBe("Første afsnit. Vi laver carporte.\n\nAndet afsnit om tage.");
    expect(applied.body.slice(applied.start, applied.end)).toBe("Vi laver carporte.");
    expect(applyAiText(body, { start, end }, "shorten", "Carporte.").body).toBe(
      "Første afsnit. Carporte.\n\nAndet afsnit om tage.",
    );
  });

  it("puts Tilføj's sentences after a selection that ends a paragraph as a paragraph of their own", () => {
    const start = body.indexOf("Vi bygger");
    const end = body.indexOf("\n\n");
    const applied = applyAiText(body, { start, end }, "extend", "Vi bruger godt træ.");
    expect(applied.body).toBe(
      "Første afsnit. Vi bygger carporte.\n\nVi bruger godt træ.\n\nAndet afsnit om tage.",
    );
    expect(applied.body.slice(applied.start, applied.end)).toBe("Vi bruger godt træ.");
    // At the very end of the text too (trailing spaces of the selection left behind).
    const last = applyAiText("Tage. ", { start: 0, end: 6 }, "extend", "Også skifer.");
    expect(last.body).toBe("Tage.\n\nOgså skifer.");
  });

  it("keeps Tilføj's sentences in the paragraph when the selection ends inside it", () => {
    const end = body.indexOf(" Vi bygger");
    const applied = applyAiText(body, { start: 0, end }, "extend", "Vi svarer hurtigt.");
    expect(applied.body).toBe(
      "Første afsnit. Vi svarer hurtigt. Vi bygger carporte.\n\nAndet afsnit om tage.",
    );
    expect(applied.body.slice(applied.start, applied.end)).toBe("Vi svarer hurtigt.");
  });
});
