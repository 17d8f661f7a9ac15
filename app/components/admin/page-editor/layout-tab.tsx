import { useId } from "react";
import { OFFERED_LAYOUTS } from "~/schemas/page";
import type { PageLayout } from "~/schemas/site-content";

/** SPEC §2 Layout tab: the four layouts the editor offers, with visible Danish labels. */
const LAYOUT_LABELS: Record<PageLayout, { label: string; description: string }> = {
  hero: {
    label: "Stort topbillede",
    description: "Overskrift og undertitel på et stort billede øverst, derefter teksten.",
  },
  text: { label: "Kun tekst", description: "Overskrift og tekst uden billeder." },
  "text-image": { label: "Tekst med billede", description: "Teksten med et billede ved siden af." },
  gallery: {
    label: "Galleri med billeder og tekst",
    description: "Overskrift, tekst og billeder af jeres arbejde, hver med titel og beskrivelse.",
  },
  grid: {
    label: "Gitter",
    description: "Teksten sat op i felter. Vælg et af de andre layout for at skifte.",
  },
};

function Sketch({ layout }: { layout: PageLayout }) {
  // Spans, not divs: the sketch sits inside a <label>, which may hold phrasing content only.
  const bar = "block h-1.5 rounded bg-stone-300";
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-20 shrink-0 flex-col gap-1 rounded-md border border-stone-300 bg-white p-1.5"
    >
      {layout === "hero" ? (
        <>
          <span className="block h-7 rounded bg-brand-600/70" />
          <span className={bar} />
          <span className={`${bar} w-2/3`} />
        </>
      ) : null}
      {layout === "text" || layout === "grid" ? (
        <>
          <span className="block h-2 w-2/3 rounded bg-stone-500" />
          <span className={bar} />
          <span className={bar} />
          <span className={`${bar} w-3/4`} />
        </>
      ) : null}
      {layout === "text-image" ? (
        <span className="flex flex-1 gap-1">
          <span className="flex flex-1 flex-col gap-1">
            <span className="block h-2 rounded bg-stone-500" />
            <span className={bar} />
            <span className={bar} />
          </span>
          <span className="block w-7 rounded bg-brand-600/70" />
        </span>
      ) : null}
      {layout === "gallery" ? (
        <span className="grid flex-1 grid-cols-3 gap-1">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <span key={i} className="block rounded bg-brand-600/70" />
          ))}
        </span>
      ) : null}
    </span>
  );
}

export function LayoutTab({
  value,
  onChange,
}: {
  value: PageLayout;
  onChange: (layout: PageLayout) => void;
}) {
  const name = useId();
  // A page with a layout the editor does not offer (grid) shows it too, so the choice is never blank.
  const layouts: PageLayout[] = (OFFERED_LAYOUTS as readonly PageLayout[]).includes(value)
    ? [...OFFERED_LAYOUTS]
    : [...OFFERED_LAYOUTS, value];
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-stone-900 text-lg">Vælg sidens layout</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {layouts.map((layout) => {
          const { label, description } = LAYOUT_LABELS[layout];
          const id = `${name}-${layout}`;
          // The radio's name is the layout's label; the description is read after it.
          return (
            <label
              key={layout}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone-200 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-blue-700"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={layout}
                checked={value === layout}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                onChange={() => onChange(layout)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span id={`${id}-label`} className="block font-semibold text-stone-900">
                  {label}
                </span>
                <span id={`${id}-description`} className="block text-sm text-stone-700">
                  {description}
                </span>
              </span>
              <Sketch layout={layout} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
