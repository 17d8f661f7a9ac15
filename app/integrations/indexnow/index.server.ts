import { env, serviceEnabled, unknownProvider } from "~/config/env.server";
import { createIndexNowSender } from "./indexnow.server";
import type { IndexNowSender, IndexNowSubmission } from "./types";

export type { IndexNowSubmission } from "./types";

/** Whether INDEXNOW_PROVIDER tells search engines about published changes at all. */
export function indexNowEnabled(): boolean {
  return serviceEnabled("INDEXNOW_PROVIDER");
}

let sender: IndexNowSender | undefined;

/** Sends one submission through the provider INDEXNOW_PROVIDER names (none: nothing is sent). */
export async function submitToIndexNow(submission: IndexNowSubmission): Promise<void> {
  const config = env();
  switch (config.INDEXNOW_PROVIDER) {
    case "none":
      return;
    case "indexnow":
      sender ??= createIndexNowSender({ url: config.INDEXNOW_URL });
      return sender(submission);
    default:
      throw unknownProvider("INDEXNOW_PROVIDER", config.INDEXNOW_PROVIDER);
  }
}

/** Tests change the environment between cases. */
export function resetIndexNowForTests(): void {
  sender = undefined;
}
