import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ownDomainRecordsText } from "~/content/site";
import type { FormValues } from "~/lib/parse-form";
import type { ActionResult } from "~/schemas/action-result";
import type { DomainCheck, DomainRecords, RecordStatus } from "~/schemas/domain";
import { CopyButton } from "./copy-button";

export type DomainInfo = {
  /** The site's subdomain address and its label in Unicode (hansen.håndværkernet.dk). */
  subdomainUrl: string;
  subdomainLabel: string;
  /** The product host plus the cvr (SPEC §9 "Public site address form"). */
  cvrUrl: string;
  cvrLabel: string;
  /** The saved own domain (Unicode label and the ASCII name DNS uses), or null. */
  savedDomain: string | null;
  savedDomainAscii: string | null;
  verified: boolean;
  records: DomainRecords | null;
  supportEmail: string;
  supportEmailHref: string;
};

/** The settings action's answer to "Tjek DNS": the check's result, or why it could not be made. */
export type DnsCheckResult = ActionResult<FormValues, DomainCheck>;

/** The DNS check button lives in the settings form but submits this separate form (no nested forms). */
export const DNS_CHECK_FORM_ID = "dns-check-form";

/**
 * Domæne tab (SPEC §2): the current address, the own-domain field, DNS instructions with the exact
 * records, up to 24 hours, the support mailbox, and 'Tjek DNS'.
 */
export function DomainSettings({
  info,
  defaultDomain,
  error,
  checking,
  result,
}: {
  info: DomainInfo;
  defaultDomain: string;
  error?: string | undefined;
  checking: boolean;
  result: DnsCheckResult | undefined;
}) {
  return (
    <div className="space-y-6">
      <Panel id="domain-current" title="Din hjemmesides adresse">
        <ul className="mt-2 space-y-1 text-stone-800">
          <li>
            <a className="font-medium text-brand-700 underline" href={info.subdomainUrl}>
              {info.subdomainLabel}
            </a>
          </li>
          <li>
            <a className="font-medium text-brand-700 underline" href={info.cvrUrl}>
              {info.cvrLabel}
            </a>
          </li>
          {info.savedDomain && info.verified ? (
            <li>
              <a className="font-medium text-brand-700 underline" href={`https://${info.savedDomainAscii}`}>
                {info.savedDomain}
              </a>{" "}
              (dit eget domæne)
            </li>
          ) : null}
        </ul>
      </Panel>

      <Panel id="domain-own" title="Eget domæne" className="space-y-3">
        <Field
          label="Dit domæne"
          name="customDomain"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="ditfirma.dk"
          defaultValue={defaultDomain}
          error={error}
          hint="Skriv domænet uden www, f.eks. ditfirma.dk. Lad feltet være tomt, hvis du ikke har et eget domæne."
          className="max-w-md"
        />
        {info.savedDomain ? (
          <p className="font-medium" data-testid="domain-status">
            {info.verified ? (
              <span className="text-green-800">
                {info.savedDomain} er bekræftet og viser din hjemmeside og alle dine undersider.
              </span>
            ) : (
              <span className="text-stone-800">{info.savedDomain} er ikke bekræftet endnu.</span>
            )}
          </p>
        ) : null}
      </Panel>

      <Panel id="domain-dns" title="Sådan kobler du dit domæne på" className="space-y-3">
        {info.records && info.savedDomain ? (
          <>
            <ol className="list-decimal space-y-2 pl-5 text-stone-800">
              <li>
                Log ind hos det firma, hvor {info.savedDomain} er registreret, og åbn domænets
                DNS-indstillinger.
              </li>
              <li>Opret disse {ownDomainRecordsText} (ret en A-record, der findes i forvejen):</li>
            </ol>
            <ul className="grid gap-3 md:grid-cols-3">
              {info.records.a.map((record) => (
                <RecordCard key={record.name} type="A" name={record.name} value={record.value} />
              ))}
              <RecordCard type="TXT" name={info.records.txt.name} value={info.records.txt.value} />
            </ul>
            <p className="text-sm text-stone-700">
              Nogle udbydere vil kun have den første del af navnet, f.eks. @ for selve domænet, www og
              _haandvaerkernet.
            </p>
            <ol start={3} className="list-decimal space-y-2 pl-5 text-stone-800">
              <li>
                Vent. Det kan tage op til 24 timer, før ændringerne slår igennem. Tryk derefter på 'Tjek DNS'.
                Når domænet er bekræftet, viser det din hjemmeside og alle dine undersider.
              </li>
            </ol>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                form={DNS_CHECK_FORM_ID}
                className={buttonClass("secondary")}
                disabled={checking}
              >
                {checking ? "Tjekker DNS..." : "Tjek DNS"}
              </button>
            </div>
          </>
        ) : (
          <p className="text-stone-800">
            Skriv dit domæne ovenfor, og tryk på 'Gem'. Så viser vi præcis, hvilke DNS-records du skal oprette
            hos dit domænefirma: {ownDomainRecordsText}.
          </p>
        )}
        <div role="status" aria-live="polite">
          {result ? <DnsCheckMessage result={result} /> : null}
        </div>
        <p className="text-stone-800">
          Brug for hjælp? Skriv til{" "}
          <a className="font-medium text-brand-700 underline" href={info.supportEmailHref}>
            {info.supportEmail}
          </a>
          , så hjælper vi dig.
        </p>
      </Panel>
    </div>
  );
}

function RecordCard({ type, name, value }: { type: string; name: string; value: string }) {
  return (
    <li className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm">
      <dl className="space-y-1">
        <div>
          <dt className="inline font-semibold text-stone-900">Type: </dt>
          <dd className="inline font-mono">{type}</dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-900">Navn</dt>
          <dd className="break-all font-mono select-all">{name}</dd>
          <dd>
            <CopyButton value={name} label={`Kopiér navnet på ${type}-recorden ${name}`} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-900">Værdi</dt>
          <dd className="break-all font-mono select-all">{value}</dd>
          <dd>
            <CopyButton value={value} label={`Kopiér værdien af ${type}-recorden ${name}`} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

const A_TEXT: Record<RecordStatus, string> = {
  ok: "A-record: fundet og peger på os.",
  missing: "A-record: ikke fundet endnu.",
  wrong: "A-record: peger et andet sted hen",
};

const TXT_TEXT: Record<RecordStatus, string> = {
  ok: "TXT-record: fundet med den rigtige værdi.",
  missing: "TXT-record: ikke fundet endnu.",
  wrong: "TXT-record: findes, men har ikke den rigtige værdi.",
};

function DnsCheckMessage({ result }: { result: DnsCheckResult }) {
  const check = result.data;
  if (!result.ok || !check) {
    return <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{result.message}</p>;
  }
  if (check.verified) {
    return (
      <p className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
        Dit domæne er bekræftet. Din hjemmeside vises nu på {check.domain}.
      </p>
    );
  }
  return (
    <div className="space-y-1 rounded-lg bg-amber-50 p-3 text-stone-900">
      <p className="font-semibold">DNS er ikke på plads endnu.</p>
      <ul className="list-disc pl-5">
        <li>
          {A_TEXT[check.a.status]}
          {check.a.status === "wrong" ? ` (${check.a.found.join(", ")}).` : null}
        </li>
        <li>{TXT_TEXT[check.txt.status]}</li>
      </ul>
      <p>Det kan tage op til 24 timer, før ændringer i DNS slår igennem. Prøv igen senere.</p>
    </div>
  );
}
