import { describe, expect, it } from "vitest";
import { parseFradragForm } from "./fradrag";
import { OMRAADE_MESSAGES, parseOmraadeForm } from "./omraade";
import { parseVagtForm, VAGT_MESSAGES } from "./vagt";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("section schemas", () => {
  it("fradrag: a checkbox", () => {
    expect(parseFradragForm(form({ enabled: "on" }))).toEqual({ success: true, data: { enabled: true } });
    expect(parseFradragForm(form({}))).toEqual({ success: true, data: { enabled: false } });
  });

  it("område: on needs at least one entry", () => {
    expect(parseOmraadeForm(form({ enabled: "on", area: " " }))).toEqual({
      success: false,
      fieldErrors: { area: OMRAADE_MESSAGES.empty },
    });
    expect(parseOmraadeForm(form({ area: "8000" }))).toEqual({
      success: true,
      data: { enabled: false, area: "8000" },
    });
  });

  it("vagt: phone normalised, hours required when on, closures checked row by row", () => {
    expect(
      parseVagtForm(
        form({
          onCallEnabled: "on",
          onCallPhone: "+45 12345678",
          onCallHours: "Hele døgnet",
          "holidays.1.from": "2026-12-22",
          "holidays.1.to": "2027-01-02",
          "holidays.1.note": "Jul",
        }),
      ),
    ).toEqual({
      success: true,
      data: {
        onCallEnabled: true,
        onCallPhone: "12 34 56 78",
        onCallHours: "Hele døgnet",
        holidays: [{ from: "2026-12-22", to: "2027-01-02", note: "Jul" }],
      },
    });
    expect(
      parseVagtForm(
        form({
          onCallEnabled: "on",
          onCallPhone: "123",
          "holidays.2.from": "2026-12-22",
          "holidays.2.to": "2026-12-01",
          "holidays.3.from": "2026-02-30",
          "holidays.3.to": "2026-03-01",
        }),
      ),
    ).toEqual({
      success: false,
      fieldErrors: {
        onCallPhone: VAGT_MESSAGES.phone,
        "holidays.2.to": VAGT_MESSAGES.toBeforeFrom,
        "holidays.3.from": VAGT_MESSAGES.date,
      },
    });
  });

  it("vagt: an off badge with no number is fine, an on badge needs number and hours; a closure of months is a typo", () => {
    expect(parseVagtForm(form({})).success).toBe(true);
    expect(parseVagtForm(form({ onCallEnabled: "on" }))).toEqual({
      success: false,
      fieldErrors: { onCallPhone: VAGT_MESSAGES.phone, onCallHours: VAGT_MESSAGES.hoursMissing },
    });
    expect(parseVagtForm(form({ "holidays.0.from": "2026-06-01", "holidays.0.to": "2026-12-01" }))).toEqual({
      success: false,
      fieldErrors: { "holidays.0.to": VAGT_MESSAGES.tooLongPeriod },
    });
  });
});
