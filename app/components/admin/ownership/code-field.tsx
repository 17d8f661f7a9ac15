import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

/** The code we sent (issue 27), on the owner's page and the take-over page alike. */
export function CodeField({ id, label, error }: { id: string; label: string; error: string | undefined }) {
  return (
    <Field
      id={id}
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      className="max-w-sm"
      error={error}
    />
  );
}

/** "Send kode …": a submit button naming the way the code goes (intent send-email or send-sms). */
export function SendCodeButton({
  method,
  disabled,
  children,
}: {
  method: "email" | "sms";
  disabled: boolean;
  children: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={`send-${method}`}
      disabled={disabled}
      className={buttonClass("secondary")}
    >
      {children}
    </button>
  );
}
