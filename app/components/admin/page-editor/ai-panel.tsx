import type { ReactNode } from "react";
import { Panel } from "~/components/ui/panel";
import type { AiRefusal } from "~/schemas/page-editor-results";
import { postForm } from "./post-form";

export type AiMessage = { kind: "done" | "error"; text: string; detail?: string };

/**
 * Posts to one of the editor's AI endpoints, which share the day's limit: the shown usage follows
 * the answer (the limit itself when the answer says it is reached), and a failure comes back as the
 * message to show.
 */
export async function postAi<D extends { usage: number }>(
  url: string,
  fields: Record<string, string>,
  failure: string,
  limit: number,
  onUsage: (usage: number) => void,
): Promise<{ ok: true; data: D } | { ok: false; message: AiMessage }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const result = await postForm<D>(url, form, failure);
  if (result.ok) {
    onUsage(result.data.usage);
    return result;
  }
  if ((result.data as AiRefusal | undefined)?.limitReached) onUsage(limit);
  return {
    ok: false,
    message: { kind: "error", text: result.error, ...(result.detail ? { detail: result.detail } : {}) },
  };
}

/**
 * The frame of both AI boxes: the heading, the box's controls, a live line for what was done (and
 * `doneActions` beside it) and the failure as an alert.
 */
export function AiPanel({
  id,
  title,
  message,
  doneActions,
  children,
}: {
  id: string;
  title: string;
  message: AiMessage | null;
  doneActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel
      id={id}
      title={title}
      level={3}
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      {children}
      <div aria-live="polite" className="flex flex-wrap items-center gap-3">
        {message?.kind === "done" ? <p className="font-medium text-green-800">{message.text}</p> : null}
        {doneActions}
      </div>
      {message?.kind === "error" ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p className="font-medium">{message.text}</p>
          {message.detail ? <p className="mt-1 text-sm">{message.detail}</p> : null}
        </div>
      ) : null}
    </Panel>
  );
}
