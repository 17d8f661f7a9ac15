import { PANEL_CARD, Panel } from "~/components/ui/panel";

/** A settings page of its own, reached from the settings screen: a heading, what it is for, one link. */
export function LinkPanel({
  id,
  title,
  text,
  href,
  label,
  download = false,
}: Record<"id" | "title" | "text" | "href" | "label", string> & { download?: boolean }) {
  return (
    <Panel id={id} title={title} headingClassName="mb-2" className={PANEL_CARD}>
      <p className="mb-4 max-w-2xl text-stone-700">{text}</p>
      <a
        href={href}
        download={download || undefined}
        // The zip's longer label stays on one line down to 320 px.
        className={`inline-flex min-h-11 items-center rounded-lg border-2 border-stone-800 font-semibold text-stone-900 hover:bg-stone-100 ${download ? "whitespace-nowrap px-3 max-[359px]:text-sm sm:px-4" : "px-4"}`}
      >
        {label}
      </a>
    </Panel>
  );
}

/**
 * What the settings screen leads to under its tabs: the settings with pages of their own,
 * "Videresendelser" (app/routes/admin/settings/redirects.tsx) and "Synlighed på Google"
 * (search-engines.tsx, issue 26, so it is not found only through the dashboard's NAP card), and the
 * site as a zip ("Hent hele hjemmesiden", issue 12, no lock-in: a plain link to a file download, not a
 * client-side navigation, to the zip of server/site-export.ts).
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
      <LinkPanel
        id="hent-hjemmeside-titel"
        title="Hent hele hjemmesiden"
        text="Få alle sider, billeder og design som en zip-fil. Den kan åbnes direkte på din computer og lægges på ethvert webhotel, hvis du en dag vil flytte."
        href="/admin/hent-hjemmeside"
        label="Hent hele hjemmesiden (zip)"
        download
      />
    </>
  );
}
