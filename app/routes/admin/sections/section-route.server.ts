import type { z } from "zod";
import { siteTrade } from "~/components/site/site-meta";
import { SECTION_TEXT_DEFAULTS, withShownTexts, withStoredTexts } from "~/content/section-texts";
import { shownText, textToStore } from "~/content/section-texts/own-text";
import { type FormValues, type ParsedForm, parseForm } from "~/lib/parse-form";
import type { Trade } from "~/lib/trade";
import { SAVED_MESSAGE } from "~/schemas/save-wording";
import { requireOwner } from "~/server/auth/require-owner.server";
import { loadSectionSettings } from "~/server/sections/load-section-settings.server";
import {
  loadTrustSection,
  saveTrustSection,
  type TrustSectionName,
} from "~/server/sections/trust-store.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";

/** The signed-in owner's company (never one the browser names) and its trade, for the defaults. */
export async function sectionOwner(request: Request) {
  const { company } = await requireOwner(request);
  return { company, trade: siteTrade(company) as Trade };
}
type SectionOwner = Awaited<ReturnType<typeof sectionOwner>>;

/** The save answers: one "Gemt" for every editor (issue 23); the refusals name what was not saved. */
const SECTION_MESSAGES = {
  trust: { saved: SAVED_MESSAGE, invalid: "Sektionen er ikke gemt. Ret fejlene." },
  details: { saved: SAVED_MESSAGE, invalid: "Kunne ikke gemme ændringer" },
} as const;

/**
 * Every section page's action: the owner from the session, the form read and checked with the
 * section's shared zod schema (parseForm), then saved. A refused save answers 400 with the Danish
 * messages by input name and the typed values; a failing save answers through domainFailure with a
 * clear message, never a 500 page.
 */
async function sectionAction<T, V = FormValues>(
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

/** A trust section as its editor shows it: the stored data over the defaults, empty texts the trade's. */
export async function loadTrustSectionForm<T extends object>(
  { company, trade }: SectionOwner,
  name: TrustSectionName,
  defaults: () => T,
): Promise<T> {
  const stored = (await loadTrustSection(company.id, name)) as Partial<T> | null;
  return withShownTexts(name, { ...defaults(), ...stored }, trade);
}

/**
 * A trust section's action (autorisation, anmeldelser, priser): its numbered rows ("quotes-2-name")
 * read by the schema's own `read`, which also gives the typed values back in the editor's shape; a
 * text equal to the trade's default is stored as "". Saved as the section's row unless `save` differs.
 */
export function trustSectionAction<S extends z.ZodType<{ enabled: boolean }>, V>(
  request: Request,
  name: TrustSectionName,
  form: { schema: S; read: (form: FormData) => V },
  save: (owner: SectionOwner, value: z.output<S>) => Promise<unknown> = (owner, value) =>
    saveTrustSection(owner.company.id, name, value),
) {
  return sectionAction<z.output<S>, V>(request, {
    parse: (posted) => parseForm(posted, form.schema, { read: form.read, separator: "-" }),
    values: form.read,
    save: (owner, value) => save(owner, withStoredTexts(name, value, owner.trade)),
    messages: SECTION_MESSAGES.trust,
  });
}

type DetailText = keyof typeof SECTION_TEXT_DEFAULTS.details;

/** A detail section's saved settings for its editor, and its own texts as shown: the owner's, else the trade's. */
export async function loadDetailSection(request: Request) {
  const owner = await sectionOwner(request);
  const settings = await loadSectionSettings(owner.company.id);
  const shown = (text: DetailText) =>
    shownText(settings.texts[text], SECTION_TEXT_DEFAULTS.details[text](owner.trade));
  return { ...owner, settings, shown };
}

/**
 * A detail section's action (fradrag, område, vagt): its own text, the input `field`, is stored as ""
 * while it is the trade's default `text` (ADR 022).
 */
export function detailSectionAction<T extends Record<F, string>, F extends string>(
  request: Request,
  section: {
    parse: (form: FormData) => ParsedForm<T>;
    field: F;
    text: DetailText;
    save: (companyId: string, value: T) => Promise<unknown>;
  },
) {
  return sectionAction(request, {
    parse: section.parse,
    save: async ({ company, trade }, value) => {
      const fallback = SECTION_TEXT_DEFAULTS.details[section.text](trade);
      await section.save(company.id, {
        ...value,
        [section.field]: textToStore(value[section.field], fallback),
      });
    },
    messages: SECTION_MESSAGES.details,
  });
}
