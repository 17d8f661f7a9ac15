import { and, asc, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { isPageId } from "./is-page-id";

export type MoveDirection = "up" | "down";
/** A drag in the page list: put the page right before another page (null: last). */
export type MoveBefore = { before: string | null };

/**
 * "Flyt op"/"Flyt ned": swaps a page with its neighbour in the menu and writes the whole order as
 * 1..n; a drag (`{ before }`) puts it right before another page instead, named by id so a drag made
 * on an older view of the list still lands next to the page the owner dropped it at. The company row is locked first, so concurrent moves (two tabs, double taps) run one after
 * the other on the order the previous one left: no lost move, no two pages on one position.
 * Moving the first page up or the last down changes nothing. The homepage is not in the menu.
 */
export async function movePage(
  companyId: string,
  pageId: string,
  move: MoveDirection | MoveBefore,
): Promise<void> {
  if (!isPageId(pageId)) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  if (typeof move === "object" && move.before !== null && !isPageId(move.before)) {
    throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  }
  await db().transaction(async (tx) => {
    const company = await lockCompany(tx, companyId, { id: companies.id });
    if (!company) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
    const order = await tx
      .select({ id: pages.id, position: pages.position })
      .from(pages)
      .where(and(eq(pages.companyId, companyId), ne(pages.type, "homepage")))
      .orderBy(asc(pages.position), asc(pages.createdAt), asc(pages.id));
    const at = order.findIndex((page) => page.id === pageId);
    if (at === -1) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
    const [moved] = order.splice(at, 1);
    let to: number;
    if (typeof move === "string") {
      to = move === "up" ? at - 1 : at + 1;
      if (to < 0 || to > order.length) return;
    } else {
      to = move.before === null ? order.length : order.findIndex((page) => page.id === move.before);
      if (to === -1) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
    }
    order.splice(to, 0, moved!);
    for (const [i, page] of order.entries()) {
      if (page.position !== i + 1) {
        await tx
          .update(pages)
          .set({ position: i + 1 })
          .where(eq(pages.id, page.id));
      }
    }
    await bumpSiteVersion(tx, companyId);
  });
}
