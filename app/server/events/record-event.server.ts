import { db } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { log } from "~/server/log.server";

/** Stores a first-party product event. Analytics must never break the flow it observes. */
export async function recordEvent(name: string, props: Record<string, unknown>): Promise<void> {
  try {
    await db().insert(analyticsEvents).values({ name, props });
  } catch (error) {
    log("warn", "could not record event", {
      name,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
