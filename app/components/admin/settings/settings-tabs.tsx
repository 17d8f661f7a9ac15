import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { PANEL_CARD } from "~/components/ui/panel";
import { tabPanelProps } from "~/components/ui/tabs";
import type { FieldErrors } from "~/lib/parse-form";
import {
  hoursFieldName,
  SETTINGS_WEEKDAYS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialFieldName,
  socialForDisplay,
} from "~/schemas/settings";
import type { Weekday } from "~/schemas/site-content";

// The settings screen's tabs and the three plain field tabs (Kontakt, Åbningstider, Sociale medier),
// apart from the route (app/routes/admin/settings/settings.tsx) so that it keeps its loader, action
// and the form that ties the tabs together.

export const TABS = [
  { id: "logo", label: "Logo" },
  { id: "kontakt", label: "Kontakt" },
  { id: "aabningstider", label: "Åbningstider" },
  { id: "sociale-medier", label: "Sociale medier" },
  { id: "design", label: "Design" },
  { id: "domaene", label: "Domæne" },
  { id: "forespoergsler", label: "Forespørgsler" },
] as const;
export type TabId = (typeof TABS)[number]["id"];

export function isTabId(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** Which tab a form control sits on, so an error in a hidden tab can be shown. */
export function tabOfField(name: string): TabId {
  if (name.startsWith("hours.") || name === "showHours") return "aabningstider";
  if (name.startsWith("socialMedia.")) return "sociale-medier";
  if (name === "theme") return "design";
  if (name === "customDomain") return "domaene";
  return "kontakt";
}

const SOCIAL_LABELS: Record<SocialNetwork, { label: string; example: string }> = {
  facebook: { label: "Facebook", example: "facebook.com/ditfirma" },
  instagram: { label: "Instagram", example: "instagram.com/ditfirma" },
  linkedin: { label: "LinkedIn", example: "linkedin.com/company/ditfirma" },
  tiktok: { label: "TikTok", example: "tiktok.com/@ditfirma" },
};

/** The "Kontakt" tab's fields, in order. */
const CONTACT_FIELDS = [
  { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel", placeholder: "+45 12345678" },
  {
    name: "email",
    label: "E-mail",
    type: "email",
    autoComplete: "email",
    hint: "Vises på din hjemmeside. Din login-e-mail vises aldrig. Loven kræver en e-mail på siden, så skriv den her.",
  },
  { name: "address", label: "Adresse", autoComplete: "address-line1", className: "sm:col-span-2" },
  { name: "zipcode", label: "Postnummer", inputMode: "numeric", autoComplete: "postal-code" },
  { name: "city", label: "By", autoComplete: "address-level2" },
] as const;

type FieldTabProps<Values> = { tab: TabId; values: Values; fieldErrors: FieldErrors };

/**
 * One tab's panel: its heading with an optional line right under it, what stands `before` the
 * fields, then the fields two by two.
 */
function FieldTab({
  id,
  tab,
  title,
  line,
  before,
  children,
}: {
  id: TabId;
  tab: TabId;
  title: string;
  line?: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div {...tabPanelProps("indstillinger", id, tab)} className={PANEL_CARD}>
      <h2 className={`${line ? "mb-1" : "mb-4"} font-semibold text-lg text-stone-900`}>{title}</h2>
      {line ? <p className="mb-4 text-stone-700">{line}</p> : null}
      {before}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </div>
  );
}

export function ContactTab({
  tab,
  values,
  fieldErrors,
}: FieldTabProps<Record<(typeof CONTACT_FIELDS)[number]["name"], string>>) {
  return (
    <FieldTab id="kontakt" tab={tab} title="Kontakt">
      {CONTACT_FIELDS.map(({ name, ...field }) => (
        <Field key={name} {...field} name={name} defaultValue={values[name]} error={fieldErrors[name]} />
      ))}
    </FieldTab>
  );
}

export function HoursTab({
  tab,
  values,
  fieldErrors,
}: FieldTabProps<{ showHours: boolean; hours: Record<Weekday, string> }>) {
  return (
    <FieldTab
      id="aabningstider"
      tab={tab}
      title="Åbningstider"
      before={
        <>
          <div className="mb-4 flex min-h-11 items-center gap-3">
            <input
              id="show-hours"
              type="checkbox"
              name="showHours"
              defaultChecked={values.showHours}
              className="size-5 accent-brand-700"
            />
            <label htmlFor="show-hours" className="font-medium text-stone-900">
              Vis åbningstider på hjemmesiden
            </label>
          </div>
          <p className="mb-4 text-stone-700">
            Skriv f.eks. 07:00 - 16:00 eller Lukket. En tom dag vises som Lukket.
          </p>
        </>
      }
    >
      {SETTINGS_WEEKDAYS.map((day) => (
        <Field
          key={day}
          label={day}
          name={hoursFieldName(day)}
          defaultValue={values.hours[day]}
          error={fieldErrors[hoursFieldName(day)]}
        />
      ))}
    </FieldTab>
  );
}

export function SocialTab({
  tab,
  values,
  fieldErrors,
}: FieldTabProps<{ socialMedia: Record<SocialNetwork, string> }>) {
  return (
    <FieldTab
      id="sociale-medier"
      tab={tab}
      title="Sociale medier"
      line="Skriv adressen uden https://. Lad feltet være tomt, hvis du ikke bruger det."
    >
      {SOCIAL_NETWORKS.map((network) => (
        <Field
          key={network}
          label={SOCIAL_LABELS[network].label}
          name={socialFieldName(network)}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={SOCIAL_LABELS[network].example}
          defaultValue={values.socialMedia[network]}
          error={fieldErrors[socialFieldName(network)]}
          onBlur={(event) => {
            event.currentTarget.value = socialForDisplay(event.currentTarget.value.trim());
          }}
        />
      ))}
    </FieldTab>
  );
}
