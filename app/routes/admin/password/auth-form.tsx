import type { ComponentProps, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";

/** One input of a sign-in page; its id lets the error summary link to it. */
type AuthField = ComponentProps<typeof Field> & { id: string };

/** The e-mail an owner signs in with (the login and "Glemt adgangskode"). */
export const emailField = (id: string): AuthField => ({
  id,
  name: "email",
  label: "E-mail",
  type: "email",
  autoComplete: "email",
});

/**
 * The form of the login and password pages (a plain POST form, so it works without JavaScript):
 * `intro` first, then the error summary over the fields and the answer's own message, the fields
 * (every one required; a refused form shows what was typed, never a password), `children`, and the
 * button, which says what it is doing while the request runs.
 */
export function AuthForm({
  fields,
  result,
  submit,
  busyLabel,
  intro,
  children,
}: {
  fields: readonly AuthField[];
  result: ActionResult | undefined;
  submit: string;
  busyLabel: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className="space-y-4" noValidate>
      {intro}
      <ErrorSummary
        focusKey={result}
        errors={[
          ...fieldSummary(
            fields.map((field) => field.name),
            errors,
            Object.fromEntries(fields.map((field) => [field.name, field.id])),
          ),
          ...(result?.message ? [{ message: result.message }] : []),
        ]}
      />
      {fields.map((field) => (
        <Field
          key={field.name}
          required
          defaultValue={result?.values?.[field.name]}
          error={errors[field.name]}
          {...field}
        />
      ))}
      {children}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : submit}
      </Button>
    </Form>
  );
}
