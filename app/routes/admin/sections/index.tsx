import { Link } from "react-router";
import { requireOwner } from "~/server/auth/require-owner.server";
import { loadSectionSettings } from "~/server/sections/load-section-settings.server";
import { loadTrustSections } from "~/server/sections/trust-store.server";
import type { Route } from "./+types/index";

export function meta() {
  return [{ title: "Sektioner | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type Row = { name: string; label: string; href: string; enabled: boolean | null; about: string };

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const [stored, details] = await Promise.all([
    loadTrustSections(company.id),
    loadSectionSettings(company.id),
  ]);
  const on = (name: "autorisation" | "anmeldelser" | "priser") => stored[name]?.enabled ?? false;
  // enabled null: a page, not a section on the site (the QR page).
  const rows: Row[] = [
    {
      name: "autorisation",
      label: "Autorisation og garanti",
      href: "/admin/sektioner/autorisation",
      enabled: on("autorisation"),
      about: "Autorisationer tjekket i Sikkerhedsstyrelsens register, medlemskaber og garantiordninger.",
    },
    {
      name: "anmeldelser",
      label: "Anmeldelser",
      href: "/admin/sektioner/anmeldelser",
      enabled: on("anmeldelser"),
      about: "Links til Google, Trustpilot og Anmeld Håndværker og op til 6 udtalelser fra kunder.",
    },
    {
      name: "qr",
      label: "Google-anmeldelse QR-kode",
      href: "/admin/sektioner/anmeldelser/qr",
      enabled: null,
      about: "En side til udskrift med en QR-kode til jeres Google-anmeldelser.",
    },
    {
      name: "priser",
      label: "Priser",
      href: "/admin/sektioner/priser",
      enabled: on("priser"),
      about: "Prisliste med alle priser inkl. moms.",
    },
    {
      name: "fradrag",
      label: "Håndværkerfradrag",
      href: "/admin/sektioner/fradrag",
      enabled: details.fradragEnabled,
      about: "Kort forklaring af håndværkerfradraget for jeres fag.",
    },
    {
      name: "omraade",
      label: "Område",
      href: "/admin/sektioner/omraade",
      enabled: details.areaEnabled,
      about: "Byer og postnumre, I dækker.",
    },
    {
      name: "vagt",
      label: "Vagt og ferielukning",
      href: "/admin/sektioner/vagt",
      enabled: details.onCallEnabled,
      about: "Akut-vagt med eget nummer og lukkedage.",
    },
  ];
  return { rows };
}

export default function Sections({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-stone-900">Sektioner</h1>
      <p className="max-w-3xl text-stone-700">
        Sektioner, der viser kunderne, at de kan stole på jer. De sektioner, der står som “Vises”, kommer på
        forsiden mellem teksten og formularen “Få et tilbud”.
      </p>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {loaderData.rows.map((row) => (
          <li key={row.name} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <Link to={row.href} className="font-semibold text-brand-800 underline">
                {row.label}
              </Link>
              <p className="mt-1 text-sm text-stone-700">{row.about}</p>
            </div>
            {row.enabled === null ? null : (
              <span
                className={`rounded-full px-3 py-1 font-medium text-sm ${row.enabled ? "bg-green-100 text-green-900" : "bg-stone-100 text-stone-800"}`}
              >
                {row.enabled ? "Vises" : "Skjult"}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
