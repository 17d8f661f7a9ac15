import { type RefObject, useEffect } from "react";

/**
 * After a failed save (each new `failure` value), moves focus to the first invalid field of the form
 * once it is rendered (a tab switch may be needed first), or else to the form's alert. Its message is
 * tied to the field (aria-describedby), so a screen reader reads it; the alert is announced anyway.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>, failure: unknown) {
  useEffect(() => {
    if (!failure) return;
    const root = container.current;
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [container, failure]);
}
