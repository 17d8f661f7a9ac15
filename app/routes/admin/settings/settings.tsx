import { domainToUnicode } from "node:url";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { redirect, useFetcher, useSearchParams } from "react-router";
import { z } from "zod";
import { DNS_CHECK_FORM_ID, type DnsCheckResult, DomainSettings } from "~/components/admin/domain-settings";
import { HistoryList } from "~/components/admin/history/history-list";
import { LogoUploader } from "~/components/admin/logo-uploader";
import { Notice, RestoredNotice } from "~/components/admin/notice";
import { NotificationsPanel } from "~/components/admin/notifications/notifications-panel";
import { QUOTE_SETTINGS_INTENT, QuoteFormSettings } from "~/components/admin/quote-form-settings";
import { SaveButtonRow } from "~/components/admin/save-bar";
import {
  ContactTab,
  HoursTab,
  isTabId,
  SocialTab,
  TABS,
  type TabId,
  tabOfField,
} from "~/components/admin/settings/settings-tabs";
import { SettingsLinkPanels } from "~/components/admin/settings-link-panels";
import { SUBDOMAIN_CHANGE_INTENT, SubdomainSettings } from "~/components/admin/subdomain-settings";
import { ThemePicker } from "~/components/admin/theme-picker";
import { TabList, tabPanelProps } from "~/components/ui/tabs";
import { useFocusFirstInvalid } from "~/components/ui/use-focus-first-invalid";
import { env } from "~/config/env.server";
import { mediaUrl } from "~/integrations/storage/index.server";
import { type FieldErrors, parseForm } from "~/lib/parse-form";
import { quoteSettingsFormSchema } from "~/schemas/quote-settings";
import { SAVED_MESSAGE } from "~/schemas/save-wording";
import {
  parseSettingsForm,
  SETTINGS_WEEKDAYS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialForDisplay,
} from "~/schemas/settings";
import type { Weekday } from "~/schemas/site-content";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainRecords } from "~/server/domains/domain-records";
import { verifyCustomDomain } from "~/server/domains/verify-custom-domain.server";
import { listSettingsVersions, restoreSettingsVersion } from "~/server/history/settings-versions.server";
import { readLogoPalette } from "~/server/images/read-logo-palette.server";
import { updateQuoteSettings } from "~/server/quote-requests/update-quote-settings.server";
import { renderSiteImagesInBackground } from "~/server/sections/images/render-site-images-in-background.server";
import { updateSettings } from "~/server/settings/update-settings.server";
import { changeSubdomain } from "~/server/sites/change-subdomain.server";
import { subdomainUrl } from "~/server/sites/site-url.server";
import { subdomainChangeHandoff } from "~/server/sites/subdomain-handoff.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Indstillinger | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

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

const INTENTS = z.object({
  intent: z.string(),
  subdomain: z.string(),
  versionId: z.string(),
  // The Forespørgsler tab's fields come with the one save (a form without them leaves them alone).
  retentionMonths: z.string().optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const { company, email } = await requireOwner(request);
  const form = await request.formData();
  const posted = parseForm(form, INTENTS);
  const { intent, subdomain, versionId, retentionMonths } = posted.ok
    ? posted.data
    : { intent: "", subdomain: "", versionId: "", retentionMonths: undefined };
  const fields = { companyId: company.id };
  if (intent === QUOTE_SETTINGS_INTENT) {
    const settings = parseForm(form, quoteSettingsFormSchema);
    if (!settings.ok)
      return actionInvalid({ intent, fieldErrors: {}, message: firstMessage(settings.fieldErrors) });
    await updateQuoteSettings(company.id, settings.data);
    return actionDone({ intent, message: SAVED_MESSAGE });
  }
  if (intent === SUBDOMAIN_CHANGE_INTENT) {
    try {
      const change = await changeSubdomain(company.id, subdomain);
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
      return actionFailed(error, {
        intent,
        log: "subdomain change failed",
        fallback: "Kunne ikke skifte adresse",
        fields,
        values: posted.values,
      });
    }
  }
  if (intent === "restore-version") {
    try {
      await restoreSettingsVersion(company.id, versionId, email);
      return redirect(`/admin/settings?gendannet=${Date.now()}`);
    } catch (error) {
      return actionFailed(error, {
        intent,
        log: "settings version not restored",
        fallback: "Kunne ikke gendanne versionen",
        fields,
      });
    }
  }
  if (intent === "check-dns") {
    try {
      return actionDone({ intent, data: await verifyCustomDomain(company.id) });
    } catch (error) {
      return actionFailed(error, { intent, log: "dns check failed", fallback: DNS_CHECK_FAILED, fields });
    }
  }

  const parsed = parseSettingsForm(form);
  const quoteSettings = retentionMonths === undefined ? null : parseForm(form, quoteSettingsFormSchema);
  if (quoteSettings && !quoteSettings.ok) {
    return actionInvalid({
      intent: "save",
      fieldErrors: {},
      message: firstMessage(quoteSettings.fieldErrors),
    });
  }
  if (!parsed.ok)
    return actionInvalid({ intent: "save", fieldErrors: parsed.fieldErrors, message: SAVE_FAILED });
  try {
    if (quoteSettings) await updateQuoteSettings(company.id, quoteSettings.data);
    await updateSettings(company.id, parsed.data, email);
    // The share image and icons follow in the background; the site keeps its old ones until then.
    renderSiteImagesInBackground(company.id);
    return actionDone({ intent: "save" });
  } catch (error) {
    return actionFailed(error, {
      intent: "save",
      log: "settings save failed",
      fallback: SAVE_FAILED,
      fields,
      fieldMessage: SAVE_FAILED,
    });
  }
}

const firstMessage = (fieldErrors: FieldErrors) => Object.values(fieldErrors)[0] ?? SAVE_FAILED;

const SAVED_MESSAGE_MS = 3000;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, domain } = loaderData;
  const save = useFetcher<typeof action>({ key: "settings-save" });
  const dnsCheck = useFetcher<typeof action>({ key: "settings-dns" });
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const [tab, setTab] = useState<TabId>(isTabId(requested) ? requested : "logo");
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Without JavaScript the forms post normally and the answer comes back as actionData.
  const saveResult = save.data ?? (actionData?.intent === "save" ? actionData : undefined);
  // The answer with intent check-dns carries the check (actionDone's data).
  const checkResult = (dnsCheck.data ?? (actionData?.intent === "check-dns" ? actionData : undefined)) as
    | DnsCheckResult
    | undefined;
  const saving = save.state !== "idle";
  const fieldErrors = clientErrors ?? (saveResult && !saveResult.ok ? saveResult.fieldErrors : {});
  const formError = clientErrors ? SAVE_FAILED : saveResult && !saveResult.ok ? saveResult.message : null;

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
    if (result.ok) {
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
  const restoreFailure = actionData?.intent === "restore-version" ? actionData.message : null;
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

      {restoredAt ? <RestoredNotice what="Indstillingerne" /> : null}
      {restoreFailure ? <Notice tone="failed">{restoreFailure}</Notice> : null}
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

        <ContactTab tab={tab} values={values} fieldErrors={fieldErrors} />
        <HoursTab tab={tab} values={values} fieldErrors={fieldErrors} />
        <SocialTab tab={tab} values={values} fieldErrors={fieldErrors} />

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
          result={actionData?.intent === SUBDOMAIN_CHANGE_INTENT ? actionData : undefined}
        />
      </div>

      <dnsCheck.Form method="post" id={DNS_CHECK_FORM_ID}>
        <input type="hidden" name="intent" value="check-dns" />
      </dnsCheck.Form>

      <NotificationsPanel href="/admin/notifikationer" />
      <SettingsLinkPanels />
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
