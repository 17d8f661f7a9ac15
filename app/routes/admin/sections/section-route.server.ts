import { siteTrade } from "~/components/site/site-meta";
import type { FormValues, ParsedForm } from "~/lib/parse-form";
import type { Trade } from "~/lib/trade";
import { SAVED_MESSAGE } from "~/schemas/save-wording";
import { requireOwner } from "~/server/auth/require-owner.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";

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
 * section's shared zod schema (parseForm), then saved. A refused save answers 400 with the Danish
 * messages by input name and the typed values; a failing save answers through domainFailure with a
 * clear message, never a 500 page.
 */
export async function sectionAction<T, V = FormValues>(
  request: Request,
  section: {
    parse: (form: FormData) => ParsedForm<T>;
    /** The typed values in the shape the editor shows them again (default: by input name). */
    values?: (form: FormData) => V;
    /** Saves; may answer { message } of its own ("Én pris er omregnet …"); other answers are ignored. */
    save: (owner: SectionOwner, value: T) => Promise<unknown>;
    messages: { saved: string; invalid: string };
  },
) {
  const owner = await sectionOwner(request);
  const form = await request.formData();
  const parsed = section.parse(form);
  const values = section.values ? section.values(form) : (parsed.values as V);
  if (!parsed.ok) {
    return actionInvalid<V>({ fieldErrors: parsed.fieldErrors, message: section.messages.invalid, values });
  }
  try {
    const saved = (await section.save(owner, parsed.data)) as { message?: string } | undefined;
    return actionDone({ message: saved?.message ?? section.messages.saved });
  } catch (error) {
    // A check only the server can make (a postcode of the shipped list) lands on its field.
    return actionFailed<V>(error, {
      log: "section not saved",
      fallback: "Kunne ikke gemme ændringerne lige nu. Prøv igen om lidt.",
      fields: { companyId: owner.company.id },
      fieldMessage: section.messages.invalid,
      values,
    });
  }
}
