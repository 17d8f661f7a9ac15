import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { normalizeCvr } from "~/lib/naming";
import type { LookupActionData } from "~/routes/onboarding/onboarding";
import { cvrSchema } from "~/schemas/onboarding";
import type { LookupPayload } from "~/server/onboarding/lookup-payload";

export function CvrStep({ onFound }: { onFound: (company: LookupPayload) => void }) {
  const fetcher = useFetcher<LookupActionData>();
  const [cvr, setCvr] = useState("");
  const [clientError, setClientError] = useState<string>();
  // A new object per failed client check, so a repeated failure moves focus to the summary again.
  const [clientErrorKey, setClientErrorKey] = useState({});
  const busy = fetcher.state !== "idle";
  const serverError = fetcher.data && "error" in fetcher.data ? fetcher.data.error : undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && "company" in fetcher.data) onFound(fetcher.data.company);
  }, [fetcher.state, fetcher.data, onFound]);

  return (
    <fetcher.Form
      method="post"
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        const parsed = cvrSchema.safeParse(cvr);
        if (!parsed.success) {
          event.preventDefault();
          setClientError(parsed.error.issues[0]!.message);
          setClientErrorKey({});
        } else setClientError(undefined);
      }}
    >
      <p className="text-stone-700">
        Skriv virksomhedens CVR-nummer. Vi henter navn og adresse fra CVR-registret og skriver teksterne til
        din nye hjemmeside.
      </p>
      <ErrorSummary
        focusKey={clientError ? clientErrorKey : fetcher.data}
        errors={
          (clientError ?? serverError) ? [{ message: (clientError ?? serverError)!, fieldId: "cvr" }] : []
        }
      />
      <Field
        id="cvr"
        label="CVR-nummer"
        name="cvr"
        inputMode="numeric"
        autoComplete="off"
        value={cvr}
        onChange={(event) => setCvr(normalizeCvr(event.target.value))}
        error={clientError ?? serverError}
        hint="8 cifre, f.eks. 12345678"
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Søger..." : "Find virksomhed"}
      </Button>
    </fetcher.Form>
  );
}
