import { normalizeCopy } from "../normalize";
import type { WriteRequest, WrittenCopy } from "../types";
import { compose } from "./compose";
import { buildContext } from "./context";

/**
 * The writer used when no model is configured: deterministic, trade-aware Danish copy built only from
 * the company's facts, its keywords and its own website text, within the same limits as the model.
 */
export function writeOffline(request: WriteRequest): WrittenCopy {
  const raw = compose(buildContext(request));
  return normalizeCopy(
    { title: raw.title, subtitle: raw.subtitle, content: raw.paragraphs.join("\n\n") },
    request,
  );
}
