import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { AnmeldelserData } from "~/schemas/sections/anmeldelser";
import { isSiteUrl } from "~/schemas/sections/anmeldelser";
import { requireOwner } from "~/server/auth/require-owner.server";
import { qrCodePath } from "~/server/sections/anmeldelser/qr-code-path.server";
import { loadTrustSection } from "~/server/sections/trust-store.server";
import type { Route } from "./+types/anmeldelser-qr";

export function meta() {
  return [
    { title: "QR-kode til Google-anmeldelser | Håndværkernet" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const stored = (await loadTrustSection(company.id, "anmeldelser")) as AnmeldelserData | null;
  // Re-checked when read: a link saved before the host rule was tightened is not printed.
  const saved = stored?.links.google ?? "";
  const url = saved && isSiteUrl(saved, "google") ? saved : "";
  return { companyName: company.name, url, qr: url ? qrCodePath(url) : null };
}

/** Prints only the sheet: the admin's header and navigation are hidden, A4 with 15 mm margins. */
const PRINT_CSS = `@page { size: A4; margin: 15mm }
@media print {
  body * { visibility: hidden }
  #qr-ark, #qr-ark * { visibility: visible }
  #qr-ark { position: absolute; inset: 0 auto auto 0; width: 100% }
}`;

function QrSvg({ qr, size, label }: { qr: { size: number; path: string }; size: string; label: string }) {
  // The code is drawn from the module matrix (no HTML from anywhere); 4 modules of quiet zone.
  const box = qr.size + 8;
  return (
    <svg
      viewBox={`-4 -4 ${box} ${box}`}
      role="img"
      aria-label={label}
      style={{ width: size, maxWidth: "100%", height: "auto" }}
      shapeRendering="crispEdges"
      className="bg-white"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

export default function ReviewQrPage({ loaderData }: Route.ComponentProps) {
  const { qr, url, companyName } = loaderData;
  return (
    <div className="space-y-6">
      {/* React 19 hoists a style with href + precedence into the head (valid HTML; print rules only). */}
      <style href="qr-print" precedence="default">
        {PRINT_CSS}
      </style>
      <p className="print:hidden">
        <Link to="/admin/sektioner/anmeldelser" className="font-medium text-brand-800 underline">
          Tilbage til anmeldelser
        </Link>
      </p>
      <h1 className="font-bold text-2xl text-stone-900 print:hidden">QR-kode til Google-anmeldelser</h1>
      {!qr ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-stone-800">
          Skriv først linket til jeres Google-anmeldelser under{" "}
          <Link to="/admin/sektioner/anmeldelser" className="font-medium text-brand-800 underline">
            Anmeldelser
          </Link>
          , så laver vi QR-koden.
        </p>
      ) : (
        <>
          <p className="max-w-3xl text-stone-700 print:hidden">
            Udskriv siden og sæt den i bilen, på værkstedet eller med fakturaen. Kortet nederst kan klippes ud
            og lægges i en kuvert eller hæftes på en regning. Koden fører til {url}
          </p>
          <button
            type="button"
            className={`${buttonClass("primary")} print:hidden`}
            onClick={() => window.print()}
          >
            Udskriv
          </button>
          <div id="qr-ark" className="mx-auto max-w-[210mm] space-y-10 bg-white p-6 text-center text-black">
            <section aria-labelledby="qr-a4" className="flex flex-col items-center gap-6">
              <h2 id="qr-a4" className="font-bold text-3xl">
                Var du glad for arbejdet?
              </h2>
              <p className="text-xl">Giv {companyName} en anmeldelse på Google</p>
              <QrSvg qr={qr} size="120mm" label={`QR-kode til ${companyName}s Google-anmeldelser`} />
              <p className="text-lg">Scan koden med telefonens kamera</p>
            </section>
            <section
              aria-labelledby="qr-kort"
              className="mx-auto flex w-[85mm] max-w-full items-center gap-3 border border-black border-dashed p-3 text-left"
            >
              <QrSvg qr={qr} size="30mm" label={`Lille QR-kode til ${companyName}s Google-anmeldelser`} />
              <div>
                <h2 id="qr-kort" className="font-semibold">
                  Giv os en anmeldelse
                </h2>
                <p className="text-sm">{companyName} på Google. Scan koden.</p>
              </div>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
