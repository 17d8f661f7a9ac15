/**
 * What the owner reads after "Gendan" in the Papirkurv (issue 12): where the page is now and what its
 * old address does. `outcome` comes from the restore (see OldAddressOutcome); null for anything else.
 */
export function restoredPageMessage(
  outcome: string | null,
  slug: string,
  oldSlug: string | null,
): string | null {
  const old = `/${oldSlug ?? ""}`;
  const here = `Siden er gendannet på /${slug}.`;
  switch (outcome) {
    case "same":
      return here;
    case "redirected":
      return `${here} Links til den gamle adresse ${old} sendes videre hertil.`;
    case "page":
      return `${here} Den gamle adresse ${old} bruges af en anden side, så den viser fortsat den side og sendes ikke videre.`;
    case "redirect":
      return `${here} Den gamle adresse ${old} sendes allerede videre et andet sted hen; det kan du ændre under Videresendelser.`;
    case "reserved":
      return `${here} Den gamle adresse ${old} bruges af hjemmesiden selv og kan ikke sendes videre.`;
    default:
      return null;
  }
}
