/**
 * "Hent hele hjemmesiden" (issue 12, no lock-in): a plain link (a file download, not a client-side
 * navigation) to the zip of the owner's site (server/site-export.ts).
 */
function SiteExportPanel({ href }: { href: string }) {
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

/** A settings page of its own, reached from the settings screen: a heading, what it is for, one link. */
function LinkPanel({
  id,
  title,
  text,
  href,
  label,
}: Record<"id" | "title" | "text" | "href" | "label", string>) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-2 font-semibold text-lg text-stone-900">
        {title}
      </h2>
      <p className="mb-4 max-w-2xl text-stone-700">{text}</p>
      <a
        href={href}
        className="inline-flex min-h-11 items-center rounded-lg border-2 border-stone-800 px-4 font-semibold text-stone-900 hover:bg-stone-100"
      >
        {label}
      </a>
    </section>
  );
}

/**
 * What the settings screen leads to under its tabs: the settings with pages of their own,
 * "Videresendelser" (app/routes/admin/settings/redirects.tsx) and "Synlighed på Google"
 * (search-engines.tsx, issue 26, so it is not found only through the dashboard's NAP card), and the
 * site as a zip.
 */
export function SettingsLinkPanels() {
  return (
    <>
      <LinkPanel
        id="videresendelser-titel"
        title="Videresendelser"
        text="Lad gamle adresser, fx fra din tidligere hjemmeside, føre til de rigtige sider."
        href="/admin/settings/videresendelser"
        label="Ret videresendelser"
      />
      <LinkPanel
        id="soegemaskiner-titel"
        title="Synlighed på Google"
        text="Bekræftelseskoder til Google Search Console og Bing, og det, der står på din Google-virksomhedsprofil, så vi kan tjekke, at navn, adresse og telefon passer med hjemmesiden."
        href="/admin/settings/soegemaskiner"
        label="Ret Google og Bing"
      />
      <SiteExportPanel href="/admin/hent-hjemmeside" />
    </>
  );
}
