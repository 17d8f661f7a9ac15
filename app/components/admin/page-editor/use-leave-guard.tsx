import { useCallback, useRef, useState } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * No lost work: while `dirty`, leaving the editor (another page in the menu, another admin screen,
 * log out) asks first, and so does closing or reloading the tab (beforeunload). `confirmLeave(then)`
 * asks the same question before actions that replace the editor, such as creating a page.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    }, []),
  );

  const confirmLeave = useCallback((then: () => void) => {
    if (dirtyRef.current) setPending(() => then);
    else then();
  }, []);

  const open = blocker.state === "blocked" || pending !== null;
  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
    setPending(null);
  };
  const leave = () => {
    if (blocker.state === "blocked") blocker.proceed();
    const then = pending;
    setPending(null);
    then?.();
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title="Du har ændringer, der ikke er gemt"
      confirmLabel="Forlad uden at gemme"
      cancelLabel="Bliv på siden"
      onConfirm={leave}
      onCancel={stay}
      danger
    >
      <p>Hvis du forlader siden nu, mister du de ændringer, du ikke har gemt.</p>
    </ConfirmDialog>
  );
  return { confirmLeave, dialog };
}
