import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formOf } from "./form-data.test-support";
import { checkbox, parseForm } from "./parse-form";

const schema = z.object({
  email: z.string().trim().min(1, "Email er påkrævet").pipe(z.email("Indtast en gyldig email")),
  password: z.string().min(6, "Adgangskoden skal være mindst 6 tegn"),
  showHours: checkbox(),
  hours: z.object({ Mandag: z.string().max(5, "Højst 5 tegn"), Tirsdag: z.string() }),
  tags: z.array(z.string()).optional(),
});

describe("parseForm", () => {
  it("reads dotted names as nested objects, checkboxes as booleans and repeated names as arrays", () => {
    const parsed = parseForm(
      formOf([
        ["email", " ejer@firma.example "],
        ["password", "hemmelig"],
        ["showHours", "on"],
        ["hours.Mandag", "7-16"],
        ["hours.Tirsdag", ""],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      schema,
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        email: "ejer@firma.example",
        password: "hemmelig",
        showHours: true,
        hours: { Mandag: "7-16", Tirsdag: "" },
        tags: ["a", "b"],
      },
      values: {
        email: " ejer@firma.example ",
        password: "hemmelig",
        showHours: "on",
        "hours.Mandag": "7-16",
        "hours.Tirsdag": "",
        tags: "a",
      },
    });
  });

  it("answers the schema's Danish messages by input name with the typed values, passwords left out", () => {
    const parsed = parseForm(
      formOf([
        ["email", "ikke-en-email"],
        ["password", "kort"],
        ["hours.Mandag", "07:00 - 16:00"],
      ]),
      schema,
      { omitValues: ["password"] },
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        email: "Indtast en gyldig email",
        password: "Adgangskoden skal være mindst 6 tegn",
        "hours.Mandag": "Højst 5 tegn",
      },
      values: { email: "ikke-en-email", "hours.Mandag": "07:00 - 16:00" },
    });
  });

  it("reads a text input the request left out as empty, so the message is the schema's own", () => {
    const parsed = parseForm(formOf([["showHours", "on"]]), schema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      email: "Email er påkrævet",
      password: "Adgangskoden skal være mindst 6 tegn",
    });
  });

  it("takes the form's own reader for names that do not spell the schema's shape", () => {
    const rows = z.object({ rows: z.array(z.object({ name: z.string().min(1, "Skriv et navn") })) });
    const parsed = parseForm(formOf([["rows-0-name", ""]]), rows, {
      separator: "-",
      read: (form) => ({ rows: [{ name: form.get("rows-0-name") }] }),
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { "rows-0-name": "Skriv et navn" },
      values: { "rows-0-name": "" },
    });
  });

  it("never writes a posted name into an object's prototype", () => {
    const open = z.object({}).passthrough();
    parseForm(
      formOf([
        ["__proto__.polluted", "ja"],
        ["constructor.prototype.polluted", "ja"],
      ]),
      open,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps files out of the typed values", () => {
    const upload = z.object({ file: z.instanceof(File), alt: z.string() });
    const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
    const parsed = parseForm(
      formOf([
        ["file", file],
        ["alt", "Tag"],
      ]),
      upload,
    );
    expect(parsed).toEqual({ ok: true, data: { file, alt: "Tag" }, values: { alt: "Tag" } });
  });
});
