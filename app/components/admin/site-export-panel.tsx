/**
 * "Hent hele hjemmesiden" (issue 12, no lock-in): a plain link (a file download, not a client-side
 * navigation) to the zip of the owner's site (server/site-export.ts).
 */
export function SiteExportPanel({ href }: { href: string }) {
  return (
    <section aria-labelledby="hent-hjemmeside-titel" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="hent-hjemmeside-titel" className="mb-2 font-semibold text-lg text-stone-900">
        Hent hele hjemmesiden
      </h2>
      <p className="mb-4 max-w-2xl text-stone-700">
        Få alle sider, billeder og design som en zip-fil. Den kan åbnes direkte på din computer og lægges på
        ethvert webhotel, hvis du en dag vil flytte.
      </p>
      <a
        href={href}
        download
        className="inline-flex min-h-11 items-center rounded-lg border-2 border-stone-800 px-3 font-semibold whitespace-nowrap max-[359px]:text-sm sm:px-4 text-stone-900 hover:bg-stone-100"
      >
        Hent hele hjemmesiden (zip)
      </a>
    </section>
  );
}

/** The way from settings to the "Videresendelser" list (app/routes/admin/settings/redirects.tsx). */
export function RedirectsPanel({ href }: { href: string }) {
  return (
    <section aria-labelledby="videresendelser-titel" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="videresendelser-titel" className="mb-2 font-semibold text-lg text-stone-900">
        Videresendelser
      </h2>
      <p className="mb-4 max-w-2xl text-stone-700">
        Lad gamle adresser, fx fra din tidligere hjemmeside, føre til de rigtige sider.
      </p>
      <a
        href={href}
        className="inline-flex min-h-11 items-center rounded-lg border-2 border-stone-800 px-4 font-semibold text-stone-900 hover:bg-stone-100"
      >
        Ret videresendelser
      </a>
    </section>
  );
}
