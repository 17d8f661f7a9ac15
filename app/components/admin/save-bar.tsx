import type { ReactNode, Ref } from "react";
import { Button } from "~/components/ui/button";
import { SAVE_LABEL, SAVED_MESSAGE, SAVING_LABEL } from "~/schemas/save-wording";

/**
 * The one save control of every admin editor (issue 23): a "Gem" button and, beside it, a polite live
 * region that says "Gemt" (or the save's own longer answer) once saved. The region is always in the
 * page, so screen readers announce the change; focus stays where it was.
 */
export function SaveButtonRow({
  saving,
  saved,
  message = SAVED_MESSAGE,
  pending,
  buttonRef,
  hidden,
}: {
  saving: boolean;
  saved: boolean;
  /** A longer answer of the save ("Gemt. Én pris er omregnet …"). */
  message?: string;
  /** Shown while nothing is saved (e.g. "Du har ændringer, der ikke er gemt"). */
  pending?: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
  hidden?: boolean;
}) {
  return (
    <div hidden={hidden} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {/* aria-disabled, not disabled: a disabled button drops its focus to the top of the page. */}
      <Button
        ref={buttonRef}
        type="submit"
        aria-disabled={saving || undefined}
        onClick={(event) => {
          if (saving) event.preventDefault();
        }}
        className="min-w-32 whitespace-nowrap"
      >
        {saving ? SAVING_LABEL : SAVE_LABEL}
      </Button>
      <p role="status" className="font-semibold text-sm">
        {saved && !saving ? (
          <span className="text-green-800">{message}</span>
        ) : pending && !saving ? (
          <span className="font-medium text-stone-700">{pending}</span>
        ) : null}
      </p>
    </div>
  );
}
