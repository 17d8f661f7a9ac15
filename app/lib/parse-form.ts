import { z } from "zod";

/** What was typed, by input name ("hours.Mandag", "rows-2-price"): strings only, never files. */
export type FormValues = Record<string, string>;

/** Danish messages by input name, the first message per field. */
export type FieldErrors = Record<string, string>;

export type ParsedForm<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; fieldErrors: FieldErrors; values: FormValues };

type Options = {
  /** How an issue's path becomes an input name: "hours.Mandag" (default) or "quotes-2-name". */
  separator?: "." | "-";
  /** Inputs whose typed value is never sent back (passwords). */
  omitValues?: readonly string[];
  /**
   * The form's inputs → the schema's input, for forms whose names do not spell the schema's shape
   * (numbered rows with blank ones dropped). Without it, names are read as paths: "hours.Mandag"
   * becomes { hours: { Mandag } }, a repeated name becomes an array.
   */
  read?: (form: FormData) => unknown;
};

/**
 * The one way an action reads a form (ADR 037): the form's fields are checked with the zod schema the
 * UI shares, and answer either the parsed data or one Danish message per input name, always with the
 * typed values so the form can show them again. Pure: runs on the server and in the browser.
 */
export function parseForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  options: Options = {},
): ParsedForm<z.output<S>> {
  const values = typedValues(form, options.omitValues ?? []);
  const input = options.read ? options.read(form) : fillMissingText(schema, readPaths(form));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, fieldErrors: fieldErrorsOf(result.error, options.separator ?? "."), values };
}

/** A checkbox: true when ticked (the browser sends "on"), false when the form left it out. */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value === "on");

/** A name the form repeats (one input per row): always an array, also for one row or none. */
export const repeated = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** A zod error as one message per input name (the issue's path joined; "form" for the whole form). */
export function fieldErrorsOf(error: z.ZodError, separator: "." | "-" = "."): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) fieldErrors[issue.path.join(separator) || "form"] ??= issue.message;
  return fieldErrors;
}

function typedValues(form: FormData, omit: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !omit.includes(name) && !(name in values)) values[name] = value;
  }
  return values;
}

/** "a.b" names as nested objects, repeated names as arrays; files stay File objects. */
function readPaths(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    const value = all.length > 1 ? all : all[0];
    const keys = name.split(".");
    // A posted name must never reach an object's prototype.
    if (keys.some((key) => key === "__proto__" || key === "constructor" || key === "prototype")) continue;
    let target = root;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== "object" || next === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1] as string] = value;
  }
  return root;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers: a transform's or refinement's input, an optional's inner type. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return def.type === "pipe" && def.in ? unwrap(def.in) : schema;
}

/**
 * A text input the form did not send reads as "" (what an empty input sends), so a hand-made request
 * gets the schema's Danish "påkrævet" message rather than zod's English type error.
 */
function fillMissingText(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(unwrap(schema));
  if (def.type !== "object" || !def.shape || typeof value !== "object" || value === null) return value;
  const filled: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, field] of Object.entries(def.shape)) {
    const type = defOf(unwrap(field)).type;
    if (filled[key] === undefined && type === "string") filled[key] = "";
    else if (type === "object") filled[key] = fillMissingText(field, filled[key] ?? {});
  }
  return filled;
}
