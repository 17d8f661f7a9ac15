import { describe, expect, it } from "vitest";
import { hoursForDisplay, openingHoursSpecification, parseHoursText, shortHours } from "./hours";
import { DEFAULT_HOURS } from "./opening-hours";

describe("parseHoursText", () => {
  it.each([
    ["07:00 - 16:00", [{ opens: "07:00", closes: "16:00" }]],
    ["7-16", [{ opens: "07:00", closes: "16:00" }]],
    ["07.30–15.30", [{ opens: "07:30", closes: "15:30" }]],
    ["kl. 8 - 17", [{ opens: "08:00", closes: "17:00" }]],
    ["Kl. 08:00 til 12:00", [{ opens: "08:00", closes: "12:00" }]],
    [
      "8-12 og 13-17",
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "13:00", closes: "17:00" },
      ],
    ],
    [
      "08:00-12:00, 13:00-16:30",
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "13:00", closes: "16:30" },
      ],
    ],
    ["10 - 24", [{ opens: "10:00", closes: "23:59" }]],
    ["Døgnåbent", [{ opens: "00:00", closes: "23:59" }]],
    ["22-02", [{ opens: "22:00", closes: "02:00" }]],
  ])("%j parses", (text, expected) => {
    expect(parseHoursText(text)).toEqual(expected);
  });

  it.each(["Lukket", "lukket", " LUKKET. ", "", undefined])("%j is closed", (text) => {
    expect(parseHoursText(text)).toEqual([]);
  });

  it.each(["Efter aftale", "8-", "25-26", "07:75-16:00", "hele ugen", "8-8", "ring og hør"])(
    "%j does not parse",
    (text) => {
      expect(parseHoursText(text)).toBeNull();
    },
  );
});

describe("hoursForDisplay", () => {
  it("lists Mandag to Søndag and shows 'Lukket' for a missing or empty day", () => {
    expect(hoursForDisplay({ Mandag: "8-16", Tirsdag: "  " })).toEqual([
      { day: "Mandag", text: "8-16" },
      { day: "Tirsdag", text: "Lukket" },
      { day: "Onsdag", text: "Lukket" },
      { day: "Torsdag", text: "Lukket" },
      { day: "Fredag", text: "Lukket" },
      { day: "Lørdag", text: "Lukket" },
      { day: "Søndag", text: "Lukket" },
    ]);
  });
});

describe("shortHours", () => {
  it("puts days in a row with the same hours on one line, as typed, closed days last", () => {
    expect(
      shortHours({ Mandag: "7-16", Tirsdag: "7-16", Onsdag: "7-16", Torsdag: "7-16", Fredag: "7-14" }),
    ).toEqual(["Man–tor 7-16", "Fre 7-14", "Lør–søn lukket"]);
  });

  it("keeps a day of its own between others, and a week of one text is one line", () => {
    expect(shortHours({ Mandag: "8-16", Tirsdag: "Lukket", Onsdag: "8-16" })).toEqual([
      "Man 8-16",
      "Tir lukket",
      "Ons 8-16",
      "Tor–søn lukket",
    ]);
    expect(shortHours({})).toEqual(["Man–søn lukket"]);
  });
});

describe("openingHoursSpecification", () => {
  it("groups the default hours by range and leaves closed days out", () => {
    expect(openingHoursSpecification(DEFAULT_HOURS)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "07:00",
        closes: "16:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "07:00", closes: "15:00" },
    ]);
  });

  it("gives a split day two entries and skips days that do not parse", () => {
    expect(
      openingHoursSpecification({ Mandag: "8-12 og 13-17", Tirsdag: "Efter aftale", Lørdag: "9-12" }),
    ).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "08:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "13:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:00" },
    ]);
  });

  it("is empty without hours", () => {
    expect(openingHoursSpecification({})).toEqual([]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });
});
