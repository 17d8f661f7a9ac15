import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";

/** The intent of the list's form, answered by answerOldSiteChoices on the dashboard and Videresendelser. */
export const OLD_SITE_INTENT = "old-site";

type Page = { id: string; pageName: string; slug: string; type: string };
type Choice = { path: string; accept: boolean; target: string };

type Props = {
  suggestions: ReadonlyArray<{ path: string; pageId: string }>;
  pages: readonly Page[];
  /** A refused save: why, and the owner's choices (`values`), shown again instead of the proposals. */
  refused?: { message: string; values?: readonly Choice[] | undefined } | null;
  /** The focus key of the error summary (each answer of the action). */
  answerKey: unknown;
};

const pageLabel = (page: Page) => `${page.pageName} (${page.type === "homepage" ? "/" : `/${page.slug}`})`;

/**
 * The old website's addresses, each offered as a 301 to the page proposed for it: a checkbox to accept
 * it, a select to choose another page (or "Ingen videresendelse"), one button for the whole list.
 * A plain form post (works without JavaScript); the action is answerOldSiteChoices.
 */
export function OldSiteSuggestions({ suggestions, pages, refused, answerKey }: Props) {
  const navigation = useNavigation();
  const previous = new Map(refused?.values?.map((choice) => [choice.path, choice]));
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={OLD_SITE_INTENT} />
      <ErrorSummary
        errors={refused ? [{ message: refused.message }] : []}
        focusKey={answerKey}
        title="Videresendelserne blev ikke gemt"
      />
      <p className="text-stone-700">
        Sæt flueben ved de gamle adresser, der skal føre til en side på din nye hjemmeside, og ret siden, hvis
        vi har gættet forkert. Så finder besøgende og Google frem, også fra gamle links.
      </p>
      <ul className="divide-y divide-stone-200 border-stone-200 border-y">
        {suggestions.map((suggestion, index) => {
          const choice = previous.get(suggestion.path);
          const id = `gammel-adresse-${index}`;
          return (
            <li key={suggestion.path} className="grid gap-2 py-3 sm:grid-cols-2 sm:items-center sm:gap-4">
              <input type="hidden" name="path" value={suggestion.path} />
              <label
                htmlFor={`${id}-accept`}
                className="flex min-h-11 min-w-0 items-center gap-3 text-stone-900"
              >
                <input
                  id={`${id}-accept`}
                  type="checkbox"
                  name="accept"
                  value={suggestion.path}
                  defaultChecked={choice ? choice.accept : true}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 break-all">
                  Videresend <span className="font-mono">{suggestion.path}</span>
                </span>
              </label>
              <div className="min-w-0">
                <label htmlFor={`${id}-target`} className="mb-1 block text-sm text-stone-700">
                  <span className="sr-only">{suggestion.path} </span>fører til
                </label>
                <select
                  id={`${id}-target`}
                  name="target"
                  defaultValue={choice ? choice.target : suggestion.pageId}
                  className="block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
                >
                  {pages.map((page) => (
                    <option key={page.id} value={page.id}>
                      {pageLabel(page)}
                    </option>
                  ))}
                  <option value="">Ingen videresendelse</option>
                </select>
              </div>
            </li>
          );
        })}
      </ul>
      <Button type="submit" disabled={navigation.state !== "idle"}>
        Gem videresendelser
      </Button>
    </Form>
  );
}
