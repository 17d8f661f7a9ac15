import type { ReactNode } from "react";

const TONES = {
  done: { role: "status", className: "bg-green-50 text-green-800" },
  failed: { role: "alert", className: "bg-red-50 text-red-800" },
} as const;

/** An admin page's one-line answer above its content: done (a status) or failed (an alert). */
export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { role, className } = TONES[tone];
  return (
    <p role={role} className={`break-words rounded-lg p-3 font-medium ${className}`}>
      {children}
    </p>
  );
}

/** After restoring an earlier version of `what` (the page, the settings): where the replaced one went. */
export function RestoredNotice({ what }: { what: string }) {
  return (
    <Notice tone="done">
      {what} er gendannet. Den tidligere udgave ligger stadig i Tidligere versioner.
    </Notice>
  );
}
