import { type MouseEvent, useEffect, useRef } from "react";

export type SummaryError = {
  message: string /** id of the field the message belongs to */;
  fieldId?: string;
};

type Props = {
  errors: SummaryError[];
  /** A new value (e.g. each action's data or each client validation result) moves focus here again. */
  focusKey: unknown;
  title?: string;
  /**
   * For pages without JavaScript (handle.hydrate false): the browser moves focus here on load through
   * the autofocus attribute, so the summary is read out the same way as after a hydrated submit.
   */
  autoFocus?: boolean;
};

/**
 * The error summary of a form (as gov.uk does it): after a failed submit focus moves here, and as a
 * role=alert its messages are announced. Each message links to its field; the same message also
 * stands next to the field.
 */
export function ErrorSummary({ errors, focusKey, title = "Der er et problem", autoFocus }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger on purpose.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      // biome-ignore lint/a11y/noAutofocus: only on pages without JavaScript, where nothing else can move focus.
      autoFocus={autoFocus}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-3 focus:outline-blue-700"
    >
      <h2 className="font-bold text-lg">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ""}${error.message}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={focusField} className="font-medium underline">
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Focuses the field without changing the URL: a hash navigation would make React Router drop the
 * action's answer (and with it the messages). Without JavaScript the plain #link does the job.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The summary entries for a set of field messages, in the fields' order, linked by id. */
export function fieldSummary<K extends string>(
  order: readonly K[],
  messages: Partial<Record<K, string | undefined>>,
  ids: Record<K, string>,
): SummaryError[] {
  return order.flatMap((field) => {
    const message = messages[field];
    return message ? [{ message, fieldId: ids[field] }] : [];
  });
}
