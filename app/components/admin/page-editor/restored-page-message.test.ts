import { describe, expect, it } from "vitest";
import { restoredPageMessage } from "./restored-page-message";

describe("restoredPageMessage", () => {
  it("says where the page is and what its old address does, in Danish", () => {
    expect(restoredPageMessage("same", "om-os", null)).toBe("Siden er gendannet på /om-os.");
    expect(restoredPageMessage("redirected", "om-os-2", "om-os")).toBe(
      "Siden er gendannet på /om-os-2. Links til den gamle adresse /om-os sendes videre hertil.",
    );
    expect(restoredPageMessage("page", "om-os-2", "om-os")).toContain(
      "Den gamle adresse /om-os bruges af en anden side",
    );
    expect(restoredPageMessage("redirect", "om-os-2", "om-os")).toContain("Videresendelser");
    expect(restoredPageMessage("reserved", "tilbud-2", "tilbud")).toContain("kan ikke sendes videre");
  });

  it("says nothing for an unknown outcome (a hand-made address)", () => {
    expect(restoredPageMessage(null, "om-os", null)).toBeNull();
    expect(restoredPageMessage("<b>", "om-os", "x")).toBeNull();
  });
});
