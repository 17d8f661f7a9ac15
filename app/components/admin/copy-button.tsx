import { useEffect, useState } from "react";

/**
 * "Kopiér" beside a value the owner must type elsewhere (issue 23: DNS records). Progressive
 * enhancement: the value itself stays plain, selectable text; the button appears only once JavaScript
 * runs and the browser offers the clipboard, and says "Kopieret" in a live region when done.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [available, setAvailable] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setAvailable(typeof navigator !== "undefined" && Boolean(navigator.clipboard?.writeText));
  }, []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!available) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-label={label}
        onClick={() => {
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
        className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-3 font-semibold text-sm text-stone-900 hover:bg-stone-100"
      >
        Kopiér
      </button>
      <span role="status" className="text-green-800 text-sm">
        {copied ? "Kopieret" : ""}
      </span>
    </span>
  );
}
