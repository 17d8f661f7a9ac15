/**
 * The text a new page starts with (SPEC §2: 'Ny side' with placeholder text). The page is public at
 * once, so it reads as a real, if general, page until the owner writes their own.
 */
export function newPageText(companyName: string, city: string): string {
  const where = city.trim() ? ` i ${city.trim()} og omegn` : "";
  return [
    `Hos ${companyName.trim()} står vi klar til at hjælpe dig med din næste opgave${where}.`,
    "Fortæl os, hvad du har brug for, så kommer vi med et godt tilbud. Vi svarer hurtigt og holder det, vi aftaler.",
  ].join("\n\n");
}
