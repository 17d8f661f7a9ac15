import { requireOwner } from "~/server/auth/require-owner.server";
import { listQuoteRequests } from "~/server/quote-requests/list-quote-requests.server";
import { quoteRequestsCsv } from "~/server/quote-requests/quote-requests-csv";
import type { Route } from "./+types/export";

/** GET /admin/forespoergsler/eksport.csv: every request of the signed-in owner's company. */
export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const csv = quoteRequestsCsv(await listQuoteRequests(company.id));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="forespoergsler.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
