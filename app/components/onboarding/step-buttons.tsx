import { Button } from "~/components/ui/button";

/**
 * A step's way on and back. The way on comes first in the source, so Enter in a field submits with it;
 * "Tilbage" posts the step's values (`back=1`) and works without JavaScript.
 */
export function StepButtons({ next = "Næste", busy = false }: { next?: string; busy?: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
      <Button type="submit" disabled={busy}>
        {next}
      </Button>
      <Button type="submit" name="back" value="1" variant="secondary" formNoValidate disabled={busy}>
        Tilbage
      </Button>
    </div>
  );
}
