import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { nextTabIndex, TabList, Tabs, tabPanelProps } from "./tabs";

describe("tabs", () => {
  it("moves with the arrow keys (wrapping), Home and End, and ignores other keys", () => {
    expect(nextTabIndex("ArrowRight", 3, 4)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 4)).toBe(3);
    expect(nextTabIndex("ArrowDown", 1, 4)).toBe(2);
    expect(nextTabIndex("Home", 2, 4)).toBe(0);
    expect(nextTabIndex("End", 0, 4)).toBe(3);
    expect(nextTabIndex("Enter", 0, 4)).toBeNull();
  });

  it("ties each tab to its panel, selects one, and says which tab holds an error", () => {
    const html = renderToStaticMarkup(
      createElement(TabList<"logo" | "kontakt">, {
        idBase: "indstillinger",
        label: "Indstillinger",
        tabs: [
          { id: "logo", label: "Logo" },
          { id: "kontakt", label: "Kontakt", hasError: true },
        ],
        selected: "logo",
        onSelect: () => {},
      }),
    );
    expect(html).toContain('role="tablist" aria-label="Indstillinger"');
    expect(html).toContain(
      'role="tab" id="indstillinger-fane-logo" aria-selected="true" aria-controls="indstillinger-panel-logo" tabindex="0"',
    );
    expect(html).toContain('aria-selected="false" aria-controls="indstillinger-panel-kontakt" tabindex="-1"');
    expect(html).toContain("Kontakt<span");
    expect(html).toContain("(indeholder fejl)");
    expect(tabPanelProps("indstillinger", "kontakt", "logo")).toMatchObject({
      id: "indstillinger-panel-kontakt",
      "aria-labelledby": "indstillinger-fane-kontakt",
      hidden: true,
    });
  });

  it("keeps the panel of a tab not offered rendered but hidden, and unlabelled", () => {
    const html = renderToStaticMarkup(
      createElement(Tabs<"content" | "media">, {
        label: "Sidens indstillinger",
        tabs: [{ id: "content", label: "Indhold" }],
        selected: "content",
        onSelect: () => {},
        panels: { content: "Tekst her", media: "Billeder her" },
      }),
    );
    const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>([^<]*)<\/div>/g)];
    expect(panels.map((panel) => panel[1])).toEqual(["Tekst her", "Billeder her"]);
    expect(panels[0]![0]).not.toContain("hidden");
    expect(panels[1]![0]).toContain('hidden=""');
    expect(panels[1]![0]).not.toContain("aria-labelledby");
  });
});
