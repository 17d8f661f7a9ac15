import { domainToUnicode } from "node:url";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, redirect, useFetcher, useSearchParams } from "react-router";
import { DNS_CHECK_FORM_ID, type DnsCheckResult, DomainSettings } from "~/components/admin/domain-settings";
import { HistoryList } from "~/components/admin/history/history-list";
import { LogoUploader } from "~/components/admin/logo-uploader";
import { NotificationsPanel } from "~/components/admin/notifications/notifications-panel";
import {
  QUOTE_SETTINGS_INTENT,
  QuoteFormSettings,
  type QuoteSettingsResult,
} from "~/components/admin/quote-form-settings";
import { SaveButtonRow } from "~/components/admin/save-bar";
import { RedirectsPanel, SiteExportPanel } from "~/components/admin/site-export-panel";
import {
  SUBDOMAIN_CHANGE_INTENT,
  type SubdomainChangeResult,
  SubdomainSettings,
} from "~/components/admin/subdomain-settings";
import { ThemePicker } from "~/components/admin/theme-picker";
import { Field } from "~/components/ui/field";
import { TabList, tabPanelProps } from "~/components/ui/tabs";
import { useFocusFirstInvalid } from "~/components/ui/use-focus-first-invalid";
import { env } from "~/config/env.server";
import { mediaUrl } from "~/integrations/storage/index.server";
import { SAVED_MESSAGE } from "~/schemas/save-wording";
import {
  hoursFieldName,
  parseSettingsForm,
  SETTINGS_WEEKDAYS,
  type SettingsFieldErrors,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialFieldName,
  socialForDisplay,
} from "~/schemas/settings";
import type { Weekday } from "~/schemas/site-content";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { domainRecords } from "~/server/domains/domain-records";
import { verifyCustomDomain } from "~/server/domains/verify-custom-domain.server";
import { listSettingsVersions, restoreSettingsVersion } from "~/server/history/settings-versions.server";
import { readLogoPalette } from "~/server/images/read-logo-palette.server";
import {
  parseQuoteSettingsForm,
  updateQuoteSettings,
} from "~/server/quote-requests/update-quote-settings.server";
import { renderSiteImagesInBackground } from "~/server/sections/images/render-site-images-in-background.server";
import { updateSettings } from "~/server/settings/update-settings.server";
import { changeSubdomain } from "~/server/sites/change-subdomain.server";
import { subdomainUrl } from "~/server/sites/site-url.server";
import { subdomainChangeHandoff } from "~/server/sites/subdomain-handoff.server";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Indstillinger | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const TABS = [
  { id: "logo", label: "Logo" },
  { id: "kontakt", label: "Kontakt" },
  { id: "aabningstider", label: "Åbningstider" },
  { id: "sociale-medier", label: "Sociale medier" },
  { id: "design", label: "Design" },
  { id: "domaene", label: "Domæne" },
  { id: "forespoergsler", label: "Forespørgsler" },
] as const;
type TabId = (typeof TABS)[number]["id"];

function isTabId(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** Which tab a form control sits on, so an error in a hidden tab can be shown. */
function tabOfField(name: string): TabId {
  if (name.startsWith("hours.") || name === "showHours") return "aabningstider";
  if (name.startsWith("socialMedia.")) return "sociale-medier";
  if (name === "theme") return "design";
  if (name === "customDomain") return "domaene";
  return "kontakt";
}

const SOCIAL_LABELS: Record<SocialNetwork, { label: string; example: string }> = {
  facebook: { label: "Facebook", example: "facebook.com/ditfirma" },
  instagram: { label: "Instagram", example: "instagram.com/ditfirma" },
  linkedin: { label: "LinkedIn", example: "linkedin.com/company/ditfirma" },
  tiktok: { label: "TikTok", example: "tiktok.com/@ditfirma" },
};

/** An ASCII (punycode) host or e-mail shown the way people write it: håndværkernet.dk. */
function unicodeHost(host: string): string {
  return domainToUnicode(host) || host;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const config = env();
  const publicUrl = new URL(config.publicUrl);
  const subdomain = new URL(subdomainUrl(company.subdomain));
  const [supportUser = "", supportHost = ""] = config.SUPPORT_EMAIL.split("@");
  const domain = company.customDomain;
  return {
    versions: await listSettingsVersions(company.id),
    subdomain: {
      current: company.subdomain,
      rootLabel: `${unicodeHost(publicUrl.hostname)}${publicUrl.port ? `:${publicUrl.port}` : ""}`,
    },
    companyName: company.name,
    logoUrl: company.logo ? mediaUrl(company.logo) : null,
    logoPalette: await readLogoPalette(company.logo),
    quoteSettings: {
      enabled: company.quoteFormEnabled,
      retentionMonths: company.quoteRetentionMonths,
      monthlyReport: company.monthlyReportEnabled,
    },
    values: {
      phone: company.phone,
      email: company.email,
      address: company.address,
      zipcode: company.zipcode,
      city: company.city,
      showHours: company.showHours,
      hours: Object.fromEntries(SETTINGS_WEEKDAYS.map((day) => [day, company.hours[day] ?? ""])) as Record<
        Weekday,
        string
      >,
      socialMedia: Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [network, socialForDisplay(company.socialMedia[network] ?? "")]),
      ) as Record<SocialNetwork, string>,
      theme: company.theme,
      customDomain: domain ? unicodeHost(domain) : "",
    },
    domain: {
      subdomainUrl: subdomain.origin,
      subdomainLabel: unicodeHost(subdomain.hostname) + (subdomain.port ? `:${subdomain.port}` : ""),
      cvrUrl: `${publicUrl.origin}/${company.cvr}`,
      cvrLabel: `${unicodeHost(publicUrl.hostname)}${publicUrl.port ? `:${publicUrl.port}` : ""}/${company.cvr}`,
      savedDomain: domain ? unicodeHost(domain) : null,
      savedDomainAscii: domain,
      verified: Boolean(domain && company.customDomainVerifiedAt),
      records: domain ? domainRecords(domain, company.domainVerificationToken, config.DNS_A_RECORD) : null,
      supportEmail: `${supportUser}@${unicodeHost(supportHost)}`,
      supportEmailHref: `mailto:${config.SUPPORT_EMAIL}`,
    },
  };
}

const SAVE_FAILED = "Kunne ikke gemme ændringer";
const DNS_CHECK_FAILED = "Kunne ikke tjekke DNS lige nu. Prøv igen om lidt.";

/** `at` tells one answer from the next, so the 3-second message restarts on every save. */
type SaveResult =
  | { intent: "save"; ok: true; at: number }
  | { intent: "save"; ok: false; at: number; error: string; fieldErrors: SettingsFieldErrors };
type CheckResult = { intent: "check-dns" } & DnsCheckResult;
type RestoreResult = { intent: "restore-version"; ok: false; error: string };

export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const form = await request.formData();
  if (form.get("intent") === QUOTE_SETTINGS_INTENT) {
    const settings = parseQuoteSettingsForm(form);
    if ("error" in settings) {
      return data<QuoteSettingsResult>(
        { intent: QUOTE_SETTINGS_INTENT, ok: false, message: settings.error },
        { status: 400 },
      );
    }
    await updateQuoteSettings(company.id, settings);
    return data<QuoteSettingsResult>({
      intent: QUOTE_SETTINGS_INTENT,
      ok: true,
      message: SAVED_MESSAGE,
    });
  }
  if (form.get("intent") === SUBDOMAIN_CHANGE_INTENT) {
    const typed = String(form.get("subdomain") ?? "");
    try {
      const change = await changeSubdomain(company.id, typed);
      if (!change.changed) return redirect("/admin/settings?tab=domaene");
      // The old host now answers 301: continue on the new one, signed in there too.
      return redirect(
        await subdomainChangeHandoff(
          request,
          change.subdomain,
          `/admin/settings?tab=domaene&skiftet=${encodeURIComponent(change.previous)}`,
        ),
      );
    } catch (error) {
      const failure = domainFailure(error, "subdomain change failed", "Kunne ikke skifte adresse", {
        companyId: company.id,
      });
      return data<SubdomainChangeResult>(
        { intent: SUBDOMAIN_CHANGE_INTENT, ok: false, error: failure.message, value: typed },
        { status: failure.status },
      );
    }
  }
  if (form.get("intent") === "restore-version") {
    try {
      await restoreSettingsVersion(company.id, String(form.get("versionId") ?? ""), email);
      return redirect(`/admin/settings?gendannet=${Date.now()}`);
    } catch (error) {
      const failure = domainFailure(error, "settings version not restored", "Kunne ikke gendanne versionen", {
        companyId: company.id,
      });
      return data<RestoreResult>(
        { intent: "restore-version", ok: false, error: failure.message },
        { status: failure.status },
      );
    }
  }
  if (form.get("intent") === "check-dns") {
    try {
      const check = await verifyCustomDomain(company.id);
      return data<CheckResult>({ intent: "check-dns", ok: true, check });
    } catch (error) {
      const failure = domainFailure(error, "dns check failed", DNS_CHECK_FAILED, { companyId: company.id });
      return data<CheckResult>(
        { intent: "check-dns", ok: false, error: failure.message },
        { status: failure.status },
      );
    }
  }

  const parsed = parseSettingsForm(form);
  // The Forespørgsler tab's fields come with the one save (a form without them leaves them alone).
  const quoteSettings = form.has("retentionMonths") ? parseQuoteSettingsForm(form) : null;
  if (quoteSettings && "error" in quoteSettings) {
    return data<SaveResult>(
      { intent: "save", ok: false, at: Date.now(), error: quoteSettings.error, fieldErrors: {} },
      { status: 400 },
    );
  }
  if (!parsed.success) {
    return data<SaveResult>(
      {
        intent: "save",
        ok: false,
        at: Date.now(),
        error: SAVE_FAILED,
        fieldErrors: parsed.fieldErrors,
      },
      { status: 400 },
    );
  }
  try {
    if (quoteSettings) await updateQuoteSettings(company.id, quoteSettings);
    await updateSettings(company.id, parsed.data, email);
    // The share image and icons follow in the background; the site keeps its old ones until then.
    renderSiteImagesInBackground(company.id);
    return data<SaveResult>({ intent: "save", ok: true, at: Date.now() });
  } catch (error) {
    const failure = domainFailure(error, "settings save failed", SAVE_FAILED, { companyId: company.id });
    const fieldErrors: SettingsFieldErrors = failure.field ? { [failure.field]: failure.message } : {};
    return data<SaveResult>(
      {
        intent: "save",
        ok: false,
        at: Date.now(),
        error: failure.field ? SAVE_FAILED : failure.message,
        fieldErrors,
      },
      { status: failure.status },
    );
  }
}

const SAVED_MESSAGE_MS = 3000;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, domain } = loaderData;
  const save = useFetcher<typeof action>({ key: "settings-save" });
  const dnsCheck = useFetcher<typeof action>({ key: "settings-dns" });
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const [tab, setTab] = useState<TabId>(isTabId(requested) ? requested : "logo");
  const [clientErrors, setClientErrors] = useState<SettingsFieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Without JavaScript the forms post normally and the answer comes back as actionData.
  const saveResult = (save.data ?? (actionData?.intent === "save" ? actionData : undefined)) as
    | SaveResult
    | undefined;
  const checkResult = (dnsCheck.data ?? (actionData?.intent === "check-dns" ? actionData : undefined)) as
    | CheckResult
    | undefined;
  const saving = save.state !== "idle";
  const fieldErrors = clientErrors ?? (saveResult && !saveResult.ok ? saveResult.fieldErrors : {});
  const formError = clientErrors ? SAVE_FAILED : saveResult && !saveResult.ok ? saveResult.error : null;

  const [savedVisible, setSavedVisible] = useState(saveResult?.ok === true);
  const answerAt = saveResult?.at;
  const firstErrorField = saveResult && !saveResult.ok ? Object.keys(saveResult.fieldErrors)[0] : undefined;
  const saved = saveResult?.ok === true;
  useEffect(() => {
    if (answerAt === undefined) return;
    if (!saved) {
      if (firstErrorField) setTab(tabOfField(firstErrorField));
      setSavedVisible(false);
      return;
    }
    setSavedVisible(true);
    const timer = setTimeout(() => setSavedVisible(false), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [answerAt, saved, firstErrorField]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The same schema as the server: obvious mistakes are shown without a round trip.
    const result = parseSettingsForm(new FormData(event.currentTarget));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.fieldErrors);
    setSavedVisible(false);
    const first = Object.keys(result.fieldErrors)[0];
    if (first) setTab(tabOfField(first));
  }

  // Each failed save (client check or server answer) moves focus to the first marked field.
  useFocusFirstInvalid(
    formRef,
    clientErrors ?? (saveResult && !saveResult.ok && !saving ? saveResult : null),
  );

  const restoredAt = searchParams.get("gendannet");
  const restoreFailure = actionData?.intent === "restore-version" ? actionData.error : null;
  const tabsWithErrors = new Set(Object.keys(fieldErrors).map(tabOfField));
  const tabs = TABS.map((t) => ({ ...t, hasError: tabsWithErrors.has(t.id) }));

  return (
    <div className="space-y-5">
      <h1 className="font-bold text-2xl text-stone-900">Indstillinger</h1>
      <TabList idBase="indstillinger" tabs={tabs} selected={tab} onSelect={setTab} label="Indstillinger" />

      <div {...tabPanelProps("indstillinger", "logo", tab)} className="rounded-xl bg-white p-5 shadow-sm">
        <h2 className="mb-4 font-semibold text-lg text-stone-900">Logo</h2>
        <LogoUploader logoUrl={loaderData.logoUrl} />
      </div>

      {restoredAt ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
          Indstillingerne er gendannet. Den tidligere udgave ligger stadig i Tidligere versioner.
        </p>
      ) : null}
      {restoreFailure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {restoreFailure}
        </p>
      ) : null}
      {/* Keyed by the restore, so the fields show the restored values (they are uncontrolled). */}
      <save.Form
        key={restoredAt ?? "form"}
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="save" />

        <div
          {...tabPanelProps("indstillinger", "kontakt", tab)}
          className="rounded-xl bg-white p-5 shadow-sm"
        >
          <h2 className="mb-4 font-semibold text-lg text-stone-900">Kontakt</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Telefon"
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="+45 12345678"
              defaultValue={values.phone}
              error={fieldErrors.phone}
            />
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              error={fieldErrors.email}
              hint="Vises på din hjemmeside. Din login-e-mail vises aldrig. Loven kræver en e-mail på siden, så skriv den her."
            />
            <Field
              label="Adresse"
              name="address"
              autoComplete="address-line1"
              defaultValue={values.address}
              error={fieldErrors.address}
              className="sm:col-span-2"
            />
            <Field
              label="Postnummer"
              name="zipcode"
              inputMode="numeric"
              autoComplete="postal-code"
              defaultValue={values.zipcode}
              error={fieldErrors.zipcode}
            />
            <Field
              label="By"
              name="city"
              autoComplete="address-level2"
              defaultValue={values.city}
              error={fieldErrors.city}
            />
          </div>
        </div>

        <div
          {...tabPanelProps("indstillinger", "aabningstider", tab)}
          className="rounded-xl bg-white p-5 shadow-sm"
        >
          <h2 className="mb-4 font-semibold text-lg text-stone-900">Åbningstider</h2>
          <div className="mb-4 flex min-h-11 items-center gap-3">
            <input
              id="show-hours"
              type="checkbox"
              name="showHours"
              defaultChecked={values.showHours}
              className="size-5 accent-brand-700"
            />
            <label htmlFor="show-hours" className="font-medium text-stone-900">
              Vis åbningstider på hjemmesiden
            </label>
          </div>
          <p className="mb-4 text-stone-700">
            Skriv f.eks. 07:00 - 16:00 eller Lukket. En tom dag vises som Lukket.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SETTINGS_WEEKDAYS.map((day) => (
              <Field
                key={day}
                label={day}
                name={hoursFieldName(day)}
                defaultValue={values.hours[day]}
                error={fieldErrors[hoursFieldName(day)]}
              />
            ))}
          </div>
        </div>

        <div
          {...tabPanelProps("indstillinger", "sociale-medier", tab)}
          className="rounded-xl bg-white p-5 shadow-sm"
        >
          <h2 className="mb-1 font-semibold text-lg text-stone-900">Sociale medier</h2>
          <p className="mb-4 text-stone-700">
            Skriv adressen uden https://. Lad feltet være tomt, hvis du ikke bruger det.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <Field
                key={network}
                label={SOCIAL_LABELS[network].label}
                name={socialFieldName(network)}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder={SOCIAL_LABELS[network].example}
                defaultValue={values.socialMedia[network]}
                error={fieldErrors[socialFieldName(network)]}
                onBlur={(event) => {
                  event.currentTarget.value = socialForDisplay(event.currentTarget.value.trim());
                }}
              />
            ))}
          </div>
        </div>

        <div {...tabPanelProps("indstillinger", "design", tab)} className="rounded-xl bg-white p-5 shadow-sm">
          <h2 className="sr-only">Design</h2>
          <ThemePicker
            defaultTheme={values.theme}
            companyName={loaderData.companyName}
            logoPalette={loaderData.logoPalette}
            error={fieldErrors.theme}
          />
        </div>

        <div
          {...tabPanelProps("indstillinger", "domaene", tab)}
          className="rounded-xl bg-white p-5 shadow-sm"
        >
          <DomainSettings
            info={domain}
            defaultDomain={values.customDomain}
            error={fieldErrors.customDomain}
            checking={dnsCheck.state !== "idle"}
            result={checkResult}
          />
        </div>

        <div
          {...tabPanelProps("indstillinger", "forespoergsler", tab)}
          className="rounded-xl bg-white p-5 shadow-sm"
        >
          <h2 className="sr-only">Forespørgsler</h2>
          <QuoteFormSettings values={loaderData.quoteSettings} />
        </div>

        <SaveButtonRow hidden={tab === "logo"} saving={saving} saved={savedVisible} />
        {formError && !saving ? (
          <p role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {formError}
            {Object.keys(fieldErrors).length > 0 ? ". Ret de markerede felter." : null}
          </p>
        ) : null}
      </save.Form>

      <div hidden={tab !== "domaene"} className="rounded-xl bg-white p-5 shadow-sm">
        <SubdomainSettings
          current={loaderData.subdomain.current}
          rootLabel={loaderData.subdomain.rootLabel}
          changedFrom={searchParams.get("skiftet")}
          result={
            actionData?.intent === SUBDOMAIN_CHANGE_INTENT ? (actionData as SubdomainChangeResult) : undefined
          }
        />
      </div>

      <dnsCheck.Form method="post" id={DNS_CHECK_FORM_ID}>
        <input type="hidden" name="intent" value="check-dns" />
      </dnsCheck.Form>

      <NotificationsPanel href="/admin/notifikationer" />
      <RedirectsPanel href="/admin/settings/videresendelser" />
      <SiteExportPanel href="/admin/hent-hjemmeside" />
      <HistoryList
        versions={loaderData.versions}
        previewHref={(versionId) => `/admin/settings/versioner/${versionId}`}
        restore={{ action: "/admin/settings" }}
        noun="indstillingerne"
        empty="Hver gang du gemmer indstillingerne, gemmes en version her."
        className="rounded-xl bg-white p-5 shadow-sm"
      />
    </div>
  );
}
