import { describe, expect, it } from "vitest";
import { demoCompany } from "./demo-companies";

describe("demo companies' homepage profile (issue 22)", () => {
  it("gives every demo company an intro, 3–6 service cards linking only to pages it has, and an owner for small firms", () => {
    for (let n = 1; n <= 40; n++) {
      const demo = demoCompany(n);
      const slugs = new Set(demo.pages.map((page) => page.slug));
      expect(demo.profile.intro?.heading).toContain(demo.city.replace(/ [A-ZØ]+$/, ""));
      expect(demo.profile.services.length).toBeGreaterThanOrEqual(3);
      expect(demo.profile.services.length).toBeLessThanOrEqual(6);
      for (const service of demo.profile.services) {
        if (service.pageSlug !== null) expect(slugs.has(service.pageSlug)).toBe(true);
      }
      expect(demo.profile.services.some((s) => s.pageSlug === "ydelser")).toBe(slugs.has("ydelser"));
      expect(demo.profile.owner !== null).toBe(demo.employees <= 4);
      expect(demoCompany(n)).toEqual(demo);
    }
  });
});
