import type { CreationStep } from "~/schemas/onboarding-flow";

const STEP_LABELS: Record<CreationStep, string> = {
  account: "Opretter din konto",
  website: "Læser jeres nuværende hjemmeside",
  company: "Henter firmaoplysninger fra CVR-registret",
  text: "Skriver teksterne til din hjemmeside",
  pages: "Bygger siderne",
};

/** The real steps of site creation as the server reports them (never a frozen button). */
export function CreationProgress({ steps, done }: { steps: CreationStep[]; done: boolean }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <p className="mb-3 font-semibold text-stone-900">Vi laver din hjemmeside</p>
      <ol aria-live="polite" className="space-y-2">
        {steps.map((step, i) => {
          const finished = done || i < steps.length - 1;
          return (
            <li key={step} className="flex items-center gap-3 text-stone-800">
              {finished ? (
                <span
                  aria-hidden="true"
                  className="grid size-5 place-items-center rounded-full bg-green-700 text-white text-xs"
                >
                  ✓
                </span>
              ) : (
                <span
                  aria-hidden="true"
                  className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
                />
              )}
              <span>
                {STEP_LABELS[step]}
                {finished ? <span className="sr-only"> – færdig</span> : "..."}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
