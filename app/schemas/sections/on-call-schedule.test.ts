import { describe, expect, it } from "vitest";
import { onCallContactPointJsonLd } from "~/components/site/structured-data";
import { describeOnCallSchedule, type OnCallSchedule, onCallHoursAvailable } from "./on-call-schedule";

const weekdays = (from: string, to: string) =>
  (["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag"] as const).map((day) => ({ day, from, to }));

describe("on-call schedule", () => {
  it("reads in Danish: døgnvagt, weekday groups, whole days and ranges past midnight", () => {
    expect(describeOnCallSchedule({ always: true, days: [], note: "" })).toEqual(["Døgnvagt hele året"]);
    const schedule: OnCallSchedule = {
      always: false,
      days: [
        ...weekdays("16:00", "07:00"),
        { day: "Søndag", from: "00:00", to: "00:00" },
        { day: "Lørdag", from: "00:00", to: "00:00" },
      ],
      note: "",
    };
    expect(describeOnCallSchedule(schedule)).toEqual([
      "Mandag–fredag kl. 16.00–07.00",
      "Lørdag og søndag hele døgnet",
    ]);
    expect(
      describeOnCallSchedule({
        always: false,
        days: [
          { day: "Mandag", from: "08:00", to: "16:00" },
          { day: "Onsdag", from: "08:00", to: "16:00" },
          { day: "Fredag", from: "07:00", to: "07:00" },
        ],
        note: "",
      }),
    ).toEqual(["Mandag kl. 08.00–16.00", "Onsdag kl. 08.00–16.00", "Fredag fra kl. 07.00 og et døgn frem"]);
    expect(describeOnCallSchedule({ always: false, days: [], note: "Ring og hør" })).toEqual([]);
  });

  it("gives schema.org hoursAvailable: 00:00–23:59 for whole days, closes before opens past midnight", () => {
    expect(onCallHoursAvailable({ always: true, days: [], note: "" })).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ]);
    expect(
      onCallHoursAvailable({
        always: false,
        days: [...weekdays("16:00", "07:00"), { day: "Lørdag", from: "07:00", to: "07:00" }],
        note: "",
      }),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "16:00",
        closes: "07:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "07:00", closes: "06:59" },
    ]);
  });

  it("the on-call ContactPoint carries the hours and the note; a note alone gives no hoursAvailable", () => {
    const schedule: OnCallSchedule = {
      always: false,
      days: weekdays("16:00", "22:00"),
      note: "Kun akutte skader",
    };
    const point = onCallContactPointJsonLd({
      phone: "12 34 56 78",
      text: "",
      hours: describeOnCallSchedule(schedule),
      note: schedule.note,
      schedule,
    });
    expect(point).toMatchObject({
      "@type": "ContactPoint",
      contactType: "emergency",
      telephone: "+4512345678",
      description: "Mandag–fredag kl. 16.00–22.00. Kun akutte skader",
    });
    expect(point.hoursAvailable).toHaveLength(1);
    const migrated = onCallContactPointJsonLd({
      phone: "12345678",
      text: "",
      hours: [],
      note: "Hverdage efter aftale",
      schedule: { always: false, days: [], note: "Hverdage efter aftale" },
    });
    expect(migrated).not.toHaveProperty("hoursAvailable");
    expect(migrated.description).toBe("Hverdage efter aftale");
  });
});
