import { useState } from "react";
import { useSubmit } from "react-router";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";
import { accountSchema, type WebsiteChoice } from "~/schemas/onboarding";
import type { CreationStep, LookupPayload } from "~/schemas/onboarding-flow";
import { CreationProgress } from "./creation-progress";
import { flushTypedAnswers, forgetTypedAnswers, useKeepTypedAnswers } from "./keep-typed";
import { StepButtons } from "./step-buttons";
import { streamCreation } from "./stream-creation";

type Props = {
  company: LookupPayload;
  website: WebsiteChoice;
  email: string;
  acceptPrivacy: boolean;
  /** A refused post without JavaScript: the messages, and the e-mail and tick typed (never the password). */
  answer: ActionResult | undefined;
};
type FieldName = "email" | "password" | "confirmPassword" | "acceptPrivacy";

/** Where the summary links each message. */
const IDS: Record<FieldName, string> = {
  email: "account-email",
  password: "account-password",
  confirmPassword: "account-confirm",
  acceptPrivacy: "account-accept",
};

/** The step's text fields, in order (the privacy tick follows them). */
const ACCOUNT_FIELDS = [
  { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
  {
    name: "password",
    label: "Adgangskode",
    type: "password",
    autoComplete: "new-password",
    hint: "Mindst 6 tegn",
  },
  { name: "confirmPassword", label: "Gentag adgangskode", type: "password", autoComplete: "new-password" },
] as const;

/**
 * Step 3. Without JavaScript the form posts to the page, which creates the site and answers 303 to it.
 * With JavaScript the browser checks the fields and streams the creation's real steps instead.
 */
export function AccountStep({ company, website, email, acceptPrivacy: accepted, answer }: Props) {
  const sent = answer?.values;
  const [values, setValues] = useState({ email: sent?.email ?? email, password: "", confirmPassword: "" });
  const [acceptPrivacy, setAcceptPrivacy] = useState(sent ? sent.acceptPrivacy !== undefined : accepted);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(answer?.fieldErrors ?? {});
  const [failure, setFailure] = useState<string | undefined>(answer?.message || undefined);
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
          ...fieldSummary(["email", "password", "confirmPassword", "acceptPrivacy"], errors, IDS),
          ...(failure ? [{ message: failure }] : []),
        ]}
      />
      <p className="text-stone-700">
        Med din e-mail og din adgangskode logger du ind og retter hjemmesiden for{" "}
        <strong>{company.name}</strong>.
      </p>
      {ACCOUNT_FIELDS.map((field) => (
        <Field
          key={field.name}
          {...field}
          id={IDS[field.name]}
          value={values[field.name]}
          onChange={set(field.name)}
          error={errors[field.name]}
          disabled={busy}
        />
      ))}
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
      <StepButtons next={busy ? "Opretter hjemmeside..." : "Opret hjemmeside"} busy={busy} />
    </form>
  );
}
