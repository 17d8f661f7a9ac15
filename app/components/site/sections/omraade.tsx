import type { SiteDetailsView } from "~/schemas/sections/view";

/** "Område": the towns and postcodes the company serves, as a plain list. */
export function OmraadeSection({ area, intro }: { area: SiteDetailsView["area"]; intro: string }) {
  if (area.length === 0) return null;
  return (
    <section aria-labelledby="omraade-titel" className="site-band">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
        <p className="site-kicker">Område</p>
        <h2 id="omraade-titel" className="site-heading mt-1 font-bold text-2xl text-stone-950 sm:text-3xl">
          Her arbejder vi
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-800">{intro}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {area.map((postcode) => (
            <li
              key={postcode.nr}
              className="rounded-full border border-(--site-border) bg-white px-4 py-1.5 text-stone-900"
            >
              {postcode.nr} {postcode.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
