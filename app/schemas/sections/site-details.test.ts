import { describe, expect, it } from "vitest";
import { formOf } from "~/lib/form-data.test-support";
import type { ParsedForm } from "~/lib/parse-form";
import { parseFradragForm as parseFradrag } from "./fradrag";
import { OMRAADE_MESSAGES, parseOmraadeForm as parseOmraade } from "./omraade";
import { ON_CALL_MESSAGES } from "./on-call-schedule";
import { parseVagtForm as parseVagt, VAGT_MESSAGES } from "./vagt";

// What these tests check of parseForm's answer: the data, or the messages by input name (the typed
// values are parseForm's own business, tested in app/lib/parse-form.test.ts).
const outcome = <T>(parsed: ParsedForm<T>) =>
  parsed.ok ? { success: true, data: parsed.data } : { success: false, fieldErrors: parsed.fieldErrors };
const parseFradragForm = (form: FormData) => outcome(parseFradrag(form));
const parseOmraadeForm = (form: FormData) => outcome(parseOmraade(form));
const parseVagtForm = (form: FormData) => outcome(parseVagt(form));

describe("section schemas", () => {
  it("fradrag: a checkbox", () => {
    expect(parseFradragForm(formOf({ enabled: "on", intro: " Egen " }))).toEqual({
      success: true,
      data: { enabled: true, intro: "Egen" },
    });
    expect(parseFradragForm(formOf({}))).toEqual({ success: true, data: { enabled: false, intro: "" } });
  });

  it("område: on needs at least one entry", () => {
    expect(parseOmraadeForm(formOf({ enabled: "on", area: " " }))).toEqual({
      success: false,
      fieldErrors: { area: OMRAADE_MESSAGES.empty },
    });
    expect(parseOmraadeForm(formOf({ area: "8000" }))).toEqual({
      success: true,
      data: { enabled: false, area: "8000", intro: "" },
    });
  });

  it("vagt: phone normalised, hours required when on, closures checked row by row", () => {
    expect(
      parseVagtForm(
        formOf({
          onCallEnabled: "on",
          onCallPhone: "+45 12345678",
          onCallMode: "always",
          "onCallDays.0.on": "on",
          "onCallDays.0.from": "16:00",
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
        onCallText: "",
        // Døgnvagt: the weekday rows are ignored.
        onCallSchedule: { always: true, days: [], note: "" },
        holidays: [{ from: "2026-12-22", to: "2027-01-02", note: "Jul" }],
      },
    });
    expect(
      parseVagtForm(
        formOf({
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
    expect(parseVagtForm(formOf({})).success).toBe(true);
    expect(parseVagtForm(formOf({ onCallEnabled: "on" }))).toEqual({
      success: false,
      fieldErrors: { onCallPhone: VAGT_MESSAGES.phone, onCallMode: ON_CALL_MESSAGES.mode },
    });
    expect(
      parseVagtForm(formOf({ onCallEnabled: "on", onCallPhone: "12345678", onCallMode: "days" })),
    ).toEqual({
      success: false,
      fieldErrors: { "onCallDays.0.on": ON_CALL_MESSAGES.noDay },
    });
    expect(parseVagtForm(formOf({ "holidays.0.from": "2026-06-01", "holidays.0.to": "2026-12-01" }))).toEqual(
      {
        success: false,
        fieldErrors: { "holidays.0.to": VAGT_MESSAGES.tooLongPeriod },
      },
    );
  });

  it("vagt: per-weekday hours, each ticked day needs a from and a to time in tt:mm", () => {
    const base = {
      onCallEnabled: "on",
      onCallPhone: "12345678",
      onCallMode: "days",
      onCallNote: " Kun akutte skader ",
    };
    expect(
      parseVagtForm(
        formOf({
          ...base,
          "onCallDays.0.on": "on",
          "onCallDays.0.from": "16:00",
          "onCallDays.0.to": "07:00",
          "onCallDays.5.on": "on",
          "onCallDays.5.from": "00:00",
          "onCallDays.5.to": "00:00",
          // An unticked day's times are ignored.
          "onCallDays.6.from": "09:00",
        }),
      ),
    ).toMatchObject({
      success: true,
      data: {
        onCallSchedule: {
          always: false,
          days: [
            { day: "Mandag", from: "16:00", to: "07:00" },
            { day: "Lørdag", from: "00:00", to: "00:00" },
          ],
          note: "Kun akutte skader",
        },
      },
    });
    expect(
      parseVagtForm(
        formOf({
          ...base,
          "onCallDays.1.on": "on",
          "onCallDays.1.from": "25:00",
          "onCallDays.2.on": "on",
          "onCallDays.2.to": "7",
        }),
      ),
    ).toEqual({
      success: false,
      fieldErrors: {
        "onCallDays.1.from": ON_CALL_MESSAGES.time,
        "onCallDays.1.to": ON_CALL_MESSAGES.toMissing,
        "onCallDays.2.from": ON_CALL_MESSAGES.fromMissing,
        "onCallDays.2.to": ON_CALL_MESSAGES.time,
      },
    });
  });
});
