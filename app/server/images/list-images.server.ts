import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images } from "~/db/schema";
import type { ArchiveImage } from "~/schemas/image";
import { toArchiveImage } from "./to-archive-image";

/** The company's archive, oldest first. Pass the session's company.id (requireOwner), never a request value. */
export async function listImages(companyId: string): Promise<ArchiveImage[]> {
  const rows = await db()
    .select()
    .from(images)
    .where(eq(images.companyId, companyId))
    .orderBy(asc(images.createdAt), asc(images.id));
  return rows.map(toArchiveImage);
}
