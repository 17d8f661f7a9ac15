/** Small self-contained Danish pages for answers given before (or instead of) React rendering. */
export function plainPage(title: string, text: string): string {
  return (
    '<!doctype html><html lang="da"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem">` +
    `<h1>${title}</h1><p>${text}</p></main></html>`
  );
}

export const TOO_LARGE_PAGE = plainPage(
  "Forespørgslen er for stor",
  "Det, du sendte, fylder mere, end vi kan modtage. Gå tilbage, gør det mindre, og prøv igen.",
);

export const BAD_REQUEST_PAGE = plainPage(
  "Forespørgslen kunne ikke læses",
  "Din browser sendte noget, vi ikke kunne forstå. Gå tilbage, og prøv igen.",
);

export const PLAIN_PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
