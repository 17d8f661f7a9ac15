import { describe, expect, it } from "vitest";
import { projectTowns } from "./project-towns";

describe("projectTowns", () => {
  it("a town page only from two published projects in the same town; never one per postcode", () => {
    expect(projectTowns([{ town: "Vejle" }])).toEqual([]);
    expect(projectTowns([{ town: "Vejle" }, { town: "Fredericia" }])).toEqual([]);
    expect(
      projectTowns([{ town: "Vejle" }, { town: "Aarhus C" }, { town: "Vejle" }, { town: "" }, { town: "" }]),
    ).toEqual([{ slug: "vejle", name: "Vejle", count: 2 }]);
    expect(projectTowns([{ town: "Køge" }, { town: "Køge" }])[0]?.slug).toBe("koege");
  });
});
