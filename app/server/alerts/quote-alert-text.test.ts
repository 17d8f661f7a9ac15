import { describe, expect, it } from "vitest";
import { quoteAlertMessage, taskTitle, townOf } from "./quote-alert-text";

describe("the alert's text", () => {
  it.each([
    ["Vinduer i stuen. Tre ruder skal skiftes.", "Vinduer i stuen"],
    ["Nyt tag på carporten\nDet drypper ved tagrenden", "Nyt tag på carporten"],
    [
      "Vores terrasse skal skiftes, ca. 25 m² i lærk og med nye trin ned til haven",
      "Vores terrasse skal skiftes, ca. 25 m²…",
    ],
    ["  Hvad koster en ny dør?  ", "Hvad koster en ny dør"],
    ["Badeværelsesrenoveringsprojektmedfliserogvvsogelogmaling", "Badeværelsesrenoveringsprojektmedfliser…"],
  ])("task title of %j is %j", (description, title) => {
    expect(taskTitle(description)).toBe(title);
    expect(taskTitle(description).length).toBeLessThanOrEqual(40);
  });

  it.each([
    ["Kirkegade 4, 7100 Vejle", "Vejle"],
    ["7100", "Vejle"],
    ["Hovedgaden 1, 8000", "Aarhus C"],
    ["Strandvejen 12, Hellerup", "Hellerup"],
    ["Strandvejen 12", ""],
    ["Postboks 9999, Ukendt By", "Ukendt By"],
  ])("town of %j is %j", (address, town) => {
    expect(townOf(address)).toBe(town);
  });

  it("leaves out the town when the address names none", () => {
    expect(
      quoteAlertMessage({ id: "x", name: "Ib", description: "Ny dør til gangen", address: "Strandvejen 12" })
        .title,
    ).toBe("Ny forespørgsel: Ny dør til gangen");
  });
});
