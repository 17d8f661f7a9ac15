import { siteMeta } from "~/components/site/site-meta";
import { CharacterCount, Field, TextAreaField } from "~/components/ui/field";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "~/schemas/page";
import type { SitePageRecord } from "~/schemas/site-view";
import type { PreviewData } from "./page-editor";

/** How a Google result shows an address: host › path segments. */
function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname.split("/").filter(Boolean);
    return [parsed.host, ...segments].join(" › ");
  } catch {
    return url;
  }
}

/** Cuts text the way a search result does, at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function SeoTab({
  metaTitle,
  metaDescription,
  onChange,
  page,
  preview,
  pageUrl,
  errors,
}: {
  metaTitle: string;
  metaDescription: string;
  onChange: (change: { metaTitle?: string; metaDescription?: string }) => void;
  /** The page as it stands in the editor (unsaved). */
  page: SitePageRecord;
  /** The site's data; the search result uses the site's own fallbacks for empty fields. */
  preview: PreviewData | null;
  pageUrl: string;
  errors: Partial<Record<string, string>>;
}) {
  const meta = preview
    ? siteMeta({ company: preview.company, page, images: preview.images, origin: preview.origin })
    : { title: metaTitle || page.title, description: metaDescription };
  const shownTitle = clip(meta.title, META_TITLE_MAX + 5);
  const shownDescription = clip(meta.description, META_DESCRIPTION_MAX);
  return (
    <div className="space-y-6">
      <p className="text-stone-700">
        Metatitel og metabeskrivelse er det, Google og andre søgemaskiner viser i søgeresultaterne. Skriv hvad
        I laver og hvor, så kunderne i jeres område finder jer.
      </p>
      <div>
        <Field
          label="Metatitel"
          name="metaTitle"
          value={metaTitle}
          maxLength={META_TITLE_MAX}
          onChange={(event) => onChange({ metaTitle: event.currentTarget.value })}
          hint={`Højst ${META_TITLE_MAX} tegn. Er feltet tomt, laver vi en titel ud fra sidens navn og jeres firmanavn.`}
          error={errors.metaTitle}
        />
        <CharacterCount value={metaTitle.length} max={META_TITLE_MAX} />
      </div>
      <TextAreaField
        label="Metabeskrivelse"
        name="metaDescription"
        rows={3}
        value={metaDescription}
        maxLength={META_DESCRIPTION_MAX}
        onChange={(event) => onChange({ metaDescription: event.currentTarget.value })}
        hint={`Højst ${META_DESCRIPTION_MAX} tegn. Er feltet tomt, bruger vi starten af sidens tekst.`}
        counter={{ value: metaDescription.length, max: META_DESCRIPTION_MAX }}
        error={errors.metaDescription}
      />
      <section aria-labelledby="seo-preview-heading" className="space-y-2">
        <h3 id="seo-preview-heading" className="font-semibold text-stone-900">
          Sådan kan siden se ud i Google
        </h3>
        <div
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          data-testid="search-preview"
        >
          <p className="truncate text-sm text-stone-700">{displayUrl(pageUrl)}</p>
          <p className="mt-1 text-[1.25rem] text-blue-800 leading-snug">{shownTitle || "Sidens titel"}</p>
          <p className="mt-1 text-sm text-stone-700 leading-relaxed">
            {shownDescription || "Beskrivelsen af siden vises her."}
          </p>
        </div>
      </section>
    </div>
  );
}
