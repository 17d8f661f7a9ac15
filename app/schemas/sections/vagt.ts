import { z } from "zod";
import { parseForm } from "~/lib/parse-form";
import { danishPhoneField } from "../quote-request";
import { WEEKDAYS } from "../site-content";
import { isChecked, textOf } from "./form-fields";
import { ON_CALL_MESSAGES, ON_CALL_NOTE_MAX, onCallDayRowSchema, scheduleFromRows } from "./on-call-schedule";

/** How many closures the form offers (Christmas, summer, Easter and one more). */
export const HOLIDAY_ROWS = 4;
/** The owner's own line above the on-call number ("" = the trade's default). */
export const ON_CALL_TEXT_MAX = 200;
export const HOLIDAY_NOTE_MAX = 40;
/** A closure longer than this is almost certainly a typo in the year. */
const HOLIDAY_MAX_DAYS = 62;

export const VAGT_MESSAGES = {
  phone: "Skriv vagttelefonens nummer med 8 cifre, f.eks. 12 34 56 78",
  textTooLong: `Må højst være ${ON_CALL_TEXT_MAX} tegn`,
  date: "Vælg en dato",
  toBeforeFrom: "Slutdatoen skal være samme dag som startdatoen eller senere",
  tooLongPeriod: `En lukning kan højst vare ${HOLIDAY_MAX_DAYS} dage`,
  noteTooLong: `Må højst være ${HOLIDAY_NOTE_MAX} tegn`,
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, VAGT_MESSAGES.date)
  .refine((day) => {
    const date = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, VAGT_MESSAGES.date);

const holiday = z
  .object({
    from: isoDate,
    to: isoDate,
    note: z.string().trim().max(HOLIDAY_NOTE_MAX, VAGT_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: VAGT_MESSAGES.toBeforeFrom });
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days > HOLIDAY_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: VAGT_MESSAGES.tooLongPeriod });
  });

/** /admin/sektioner/vagt: the on-call badge (number, structured hours, own text) and the closures. */
const vagtSchema = z
  .object({
    onCallEnabled: z.boolean(),
    onCallPhone: danishPhoneField(VAGT_MESSAGES.phone),
    /** "always": døgnvagt hele året; "days": the ticked weekdays; "": not chosen yet. */
    onCallMode: z.enum(["always", "days", ""], ON_CALL_MESSAGES.mode),
    onCallDays: z.array(onCallDayRowSchema).length(WEEKDAYS.length),
    onCallNote: z.string().trim().max(ON_CALL_NOTE_MAX, ON_CALL_MESSAGES.noteTooLong),
    onCallText: z.string().trim().max(ON_CALL_TEXT_MAX, VAGT_MESSAGES.textTooLong),
    holidays: z.array(holiday).max(HOLIDAY_ROWS),
  })
  .superRefine((value, ctx) => {
    if (!value.onCallEnabled) return;
    if (value.onCallPhone === "")
      ctx.addIssue({ code: "custom", path: ["onCallPhone"], message: VAGT_MESSAGES.phone });
    if (value.onCallMode === "")
      ctx.addIssue({ code: "custom", path: ["onCallMode"], message: ON_CALL_MESSAGES.mode });
    if (value.onCallMode === "days" && !value.onCallDays.some((row) => row.on))
      ctx.addIssue({ code: "custom", path: ["onCallDays", 0, "on"], message: ON_CALL_MESSAGES.noDay });
  })
  .transform(({ onCallMode, onCallDays, onCallNote, ...rest }) => ({
    ...rest,
    onCallSchedule: scheduleFromRows(onCallMode, onCallDays, onCallNote),
  }));
export type VagtInput = z.output<typeof vagtSchema>;

/** The closure rows as typed; a row left completely empty is no closure. */
function holidayRows(form: FormData) {
  return Array.from({ length: HOLIDAY_ROWS }, (_, i) => ({
    from: textOf(form, `holidays.${i}.from`).trim(),
    to: textOf(form, `holidays.${i}.to`).trim(),
    note: textOf(form, `holidays.${i}.note`),
  }));
}

export function parseVagtForm(form: FormData) {
  const rows = holidayRows(form);
  // Keep the row numbers of the filled rows, so a message lands on the input it is about.
  const filled = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.from || row.to || row.note.trim());
  const parsed = parseForm(form, vagtSchema, {
    read: (posted) => ({
      onCallEnabled: isChecked(posted, "onCallEnabled"),
      onCallPhone: textOf(posted, "onCallPhone"),
      onCallMode: textOf(posted, "onCallMode"),
      // With døgnvagt hele året the weekday rows are ignored, so they are not checked either.
      onCallDays: WEEKDAYS.map((_, i) => ({
        on: textOf(posted, "onCallMode") !== "always" && isChecked(posted, `onCallDays.${i}.on`),
        from: textOf(posted, `onCallDays.${i}.from`),
        to: textOf(posted, `onCallDays.${i}.to`),
      })),
      onCallNote: textOf(posted, "onCallNote"),
      onCallText: textOf(posted, "onCallText"),
      holidays: filled.map(({ row }) => row),
    }),
  });
  if (parsed.ok) return parsed;
  const fieldErrors = Object.fromEntries(
    Object.entries(parsed.fieldErrors).map(([name, message]) => {
      const match = /^holidays\.(\d+)\.(.+)$/.exec(name);
      return match
        ? [`holidays.${filled[Number(match[1])]?.index ?? 0}.${match[2]}`, message]
        : [name, message];
    }),
  );
  return { ...parsed, fieldErrors };
}
