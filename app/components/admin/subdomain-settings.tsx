import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { ActionResult } from "~/schemas/action-result";
import { SUBDOMAIN_MAX_LENGTH, SUBDOMAIN_MIN_LENGTH } from "~/schemas/subdomain";

export const SUBDOMAIN_CHANGE_INTENT = "change-subdomain";

/**
 * "Skift adresse" (issue 23): the owner picks a new subdomain. A plain form post (works without
 * JavaScript); on success the server sends the browser to the new address, signed in, and the old one
 * answers 301 to the new one for two years (docs/decisions/030).
 */
export function SubdomainSettings({
  current,
  rootLabel,
  changedFrom,
  result,
}: {
  current: string;
  /** The product host the subdomain goes in front of, as people write it (håndværkernet.dk). */
  rootLabel: string;
  /** The subdomain the owner just left, shown once after the change. */
  changedFrom: string | null;
  /** The settings action's answer to this form (a successful change redirects instead). */
  result: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === SUBDOMAIN_CHANGE_INTENT;
  return (
    <Panel id="subdomain-change" title="Skift adresse" className="space-y-3">
      <p className="text-stone-800">
        Nu: <span className="break-all font-mono">{`${current}.${rootLabel}`}</span>. Den gamle adresse sender
        besøgende videre til den nye i to år.
      </p>
      {changedFrom ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
          Adressen er skiftet. {`${changedFrom}.${rootLabel}`} sender nu videre til{" "}
          {`${current}.${rootLabel}`}.
        </p>
      ) : null}
      <Form method="post" noValidate className="space-y-3">
        <input type="hidden" name="intent" value={SUBDOMAIN_CHANGE_INTENT} />
        <Field
          label="Ny adresse"
          name="subdomain"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={63}
          defaultValue={result?.values?.subdomain ?? current}
          error={result && !result.ok ? result.message : undefined}
          hint={`Kun a-z, tal og bindestreg, ${SUBDOMAIN_MIN_LENGTH}-${SUBDOMAIN_MAX_LENGTH} tegn, f.eks. hansen-vvs (bliver til hansen-vvs.${rootLabel}).`}
          className="max-w-md"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Skifter adresse..." : "Skift adresse"}
        </Button>
      </Form>
    </Panel>
  );
}
