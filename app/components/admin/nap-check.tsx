import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import type { NapCheckView } from "~/schemas/search-presence";

/**
 * The dashboard's NAP card (issue 26): are the firm's name, address and phone the same on the site,
 * in the CVR register and on the Google Business Profile? Each difference is one line in Danish.
 */
export function NapCheck({ check }: { check: NapCheckView }) {
  const { differences } = check;
  return (
    <Panel
      id="nap-check"
      title="Navn, adresse og telefon"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      {differences.length > 0 ? (
        <>
          <p className="text-stone-700">
            {`Google stoler mere på en virksomhed, der står ens alle steder. Vi fandt ${differences.length === 1 ? "én forskel" : `${differences.length} forskelle`}:`}
          </p>
          <ul className="list-disc space-y-1 pl-5 text-stone-800">
            {differences.map((difference) => (
              <li key={difference.message} className="break-words">
                {difference.message}
              </li>
            ))}
          </ul>
          <p className="text-stone-700">
            Ret hjemmesiden under{" "}
            <Link to="/admin/settings" className="font-medium text-brand-700 underline">
              Indstillinger
            </Link>
            , eller ret profilen på Google eller i CVR-registret.
          </p>
        </>
      ) : (
        <p className="text-stone-700">
          {check.businessProfileMissing
            ? "Navn, adresse og telefon på hjemmesiden stemmer med CVR-registret."
            : "Navn, adresse og telefon er ens på hjemmesiden, i CVR-registret og på din Google-virksomhedsprofil."}
        </p>
      )}
      {check.cvrUnavailable ? (
        <p className="text-stone-700">
          CVR-registret kunne ikke spørges lige nu, så vi har ikke sammenlignet med det.
        </p>
      ) : null}
      <p>
        <Link to="/admin/settings/soegemaskiner" className="font-medium text-brand-700 underline">
          {check.businessProfileMissing
            ? "Skriv, hvad der står på din Google-virksomhedsprofil"
            : "Synlighed på Google: profil og bekræftelseskoder"}
        </Link>
      </p>
    </Panel>
  );
}
