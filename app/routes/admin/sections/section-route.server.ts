import { data } from "react-router";
import type { SectionResult } from "~/components/admin/sections/section-editor";
import { siteTrade } from "~/components/site/site-meta";
import type { Trade } from "~/lib/trade";
import { SAVED_MESSAGE } from "~/schemas/save-wording";
import type { SectionFormResult } from "~/schemas/sections/form-fields";
import { requireOwner } from "~/server/auth/require-owner.server";
import { isAppError } from "~/server/errors";
import { log } from "~/server/log.server";

/** The signed-in owner's company (never one the browser names) and its trade, for the defaults. */
export async function sectionOwner(request: Request) {
  const { company } = await requireOwner(request);
  return { company, trade: siteTrade(company) as Trade };
}
export type SectionOwner = Awaited<ReturnType<typeof sectionOwner>>;

/** The save answers: one "Gemt" for every editor (issue 23); the refusals name what was not saved. */
export const SECTION_MESSAGES = {
  trust: { saved: SAVED_MESSAGE, invalid: "Sektionen er ikke gemt. Ret fejlene." },
  details: { saved: SAVED_MESSAGE, invalid: "Kunne ikke gemme ændringer" },
} as const;

/**
 * Every section page's action: the owner from the session, the form read and checked with the
 * section's shared zod schema, then saved. A refused save answers 400 with the Danish messages by
 * input name and the typed values; a failing save answers 503 with a clear message, never a 500.
 */
export async function sectionAction<V, T>(
  request: Request,
  section: {
    /** The typed values, kept for the form when the save is refused. */
    read: (form: FormData) => V;
    parse: (values: V, form: FormData) => SectionFormResult<T>;
    /** Saves; may answer { message } of its own ("Én pris er omregnet …"); other answers are ignored. */
    save: (owner: SectionOwner, value: T) => Promise<unknown>;
    messages: { saved: string; invalid: string };
  },
) {
  const owner = await sectionOwner(request);
  const form = await request.formData();
  const values = section.read(form);
  const parsed = section.parse(values, form);
  const at = Date.now();
  if (!parsed.success) {
    return data<SectionResult<V>>(
      { ok: false, at, message: section.messages.invalid, fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  try {
    const saved = (await section.save(owner, parsed.data)) as { message?: string } | undefined;
    return data<SectionResult<V>>({
      ok: true,
      at,
      message: saved?.message ?? section.messages.saved,
      fieldErrors: {},
    });
  } catch (error) {
    // A check only the server can make (a postcode of the shipped list): a message on its field.
    if (isAppError(error) && error.field) {
      return data<SectionResult<V>>(
        {
          ok: false,
          at,
          message: section.messages.invalid,
          fieldErrors: { [error.field]: error.message },
          values,
        },
        { status: 400 },
      );
    }
    if (!isAppError(error)) log("error", "section not saved", { error: String(error) });
    const message = isAppError(error)
      ? error.message
      : "Kunne ikke gemme ændringerne lige nu. Prøv igen om lidt.";
    return data<SectionResult<V>>({ ok: false, at, message, fieldErrors: {}, values }, { status: 503 });
  }
}
