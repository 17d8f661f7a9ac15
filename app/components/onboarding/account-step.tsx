import { useState } from "react";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { accountSchema, type WebsiteChoice } from "~/schemas/onboarding";
import type { CreationStep, LookupPayload, OnboardingActionData } from "~/schemas/onboarding-flow";
import { CreationProgress } from "./creation-progress";
import { flushTypedAnswers, forgetTypedAnswers, useKeepTypedAnswers } from "./keep-typed";
import { streamCreation } from "./stream-creation";

type Props = {
  company: LookupPayload;
  website: WebsiteChoice;
  email: string;
  acceptPrivacy: boolean;
  answer: Extract<OnboardingActionData, { step: "konto" }> | undefined;
};
type FieldName = "email" | "password" | "confirmPassword" | "acceptPrivacy";

/**
 * Step 3. Without JavaScript the form posts to the page, which creates the site and answers 303 to it.
 * With JavaScript the browser checks the fields and streams the creation's real steps instead.
 */
export function AccountStep({ company, website, email, acceptPrivacy: accepted, answer }: Props) {
  const [values, setValues] = useState({ email: answer?.email ?? email, password: "", confirmPassword: "" });
  const [acceptPrivacy, setAcceptPrivacy] = useState(answer?.acceptPrivacy ?? accepted);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(answer?.errors ?? {});
  const [failure, setFailure] = useState<string | undefined>(answer?.failure);
  // Changes with every failed attempt, so focus returns to the error summary each time.
  const [errorKey, setErrorKey] = useState({});
  const [steps, setSteps] = useState<CreationStep[] | null>(null);
  const [done, setDone] = useState(false);
  const navigate = useSubmit();
  useKeepTypedAnswers({ step: "konto", email: values.email, acceptPrivacy });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "back") {
      // As without JavaScript: the step's values (never the password) are kept, then step 2 shows.
      const back = { back: "1", step: "konto", email: values.email };
      await navigate(acceptPrivacy ? { ...back, acceptPrivacy: "1" } : back, { method: "post" });
      return;
    }
    const account = { ...values, acceptPrivacy };
    const parsed = accountSchema.safeParse(account);
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as FieldName] ??= issue.message;
      setErrors(fieldErrors);
      setFailure(undefined);
      setErrorKey({});
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSteps([]);
    await flushTypedAnswers();
    const result = await streamCreation({ cvr: company.cvr, website, account }, (step) =>
      setSteps((current) => [...(current ?? []), step]),
    );
    if (result.ok) {
      setDone(true);
      // The site exists: nothing typed needs to be kept any more (a shared computer shows none of it).
      await forgetTypedAnswers();
      window.location.assign(result.redirect);
      return;
    }
    // SPEC §4: a failed creation shows the message and leaves the loading state.
    setSteps(null);
    setErrorKey({});
    if (result.field === "email") setErrors({ email: result.message });
    else setFailure(result.message);
  };

  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const busy = steps !== null;

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="step" value="konto" />
      <ErrorSummary
        autoFocus
        focusKey={errorKey}
        errors={[
          ...fieldSummary(["email", "password", "confirmPassword", "acceptPrivacy"], errors, {
            email: "account-email",
            password: "account-password",
            confirmPassword: "account-confirm",
            acceptPrivacy: "account-accept",
          }),
          ...(failure ? [{ message: failure }] : []),
        ]}
      />
      <p className="text-stone-700">
        Med din e-mail og din adgangskode logger du ind og retter hjemmesiden for{" "}
        <strong>{company.name}</strong>.
      </p>
      <Field
        id="account-email"
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        error={errors.email}
        disabled={busy}
      />
      <Field
        id="account-password"
        label="Adgangskode"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Mindst 6 tegn"
        value={values.password}
        onChange={set("password")}
        error={errors.password}
        disabled={busy}
      />
      <Field
        id="account-confirm"
        label="Gentag adgangskode"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set("confirmPassword")}
        error={errors.confirmPassword}
        disabled={busy}
      />
      <div>
        <label className="flex min-h-11 items-start gap-3 text-stone-900">
          <input
            id="account-accept"
            type="checkbox"
            name="acceptPrivacy"
            className="mt-1 size-5 accent-brand-700"
            checked={acceptPrivacy}
            onChange={(event) => setAcceptPrivacy(event.target.checked)}
            aria-invalid={errors.acceptPrivacy ? true : undefined}
            aria-describedby={errors.acceptPrivacy ? "accept-error" : undefined}
            disabled={busy}
          />
          <span>
            Jeg accepterer{" "}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline"
            >
              privatlivspolitikken
            </a>
          </span>
        </label>
        {errors.acceptPrivacy ? (
          <p id="accept-error" className="mt-1 font-medium text-red-700 text-sm">
            {errors.acceptPrivacy}
          </p>
        ) : null}
      </div>
      {steps ? <CreationProgress steps={steps} done={done} /> : null}
      {/* "Opret hjemmeside" first in the source: Enter in a field submits with the first button. */}
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <Button type="submit" disabled={busy}>
          {busy ? "Opretter hjemmeside..." : "Opret hjemmeside"}
        </Button>
        <Button type="submit" name="back" value="1" variant="secondary" formNoValidate disabled={busy}>
          Tilbage
        </Button>
      </div>
    </form>
  );
}
