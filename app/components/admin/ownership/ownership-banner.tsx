import { Link } from "react-router";

const date = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", dateStyle: "long" });

/** Issue 27: shown on every admin page until the owner has proved the CVR number is theirs. */
export function OwnershipBanner({ pauseAt }: { pauseAt: string }) {
  return (
    <section aria-label="Ejerskab" className="border-amber-200 border-b bg-amber-50">
      <p className="mx-auto max-w-6xl px-4 py-3 text-stone-900">
        <strong>Din hjemmeside vises ikke i Google endnu.</strong> Bekræft, at virksomheden er din. Ellers
        sættes siden på pause den {date.format(new Date(pauseAt))}.{" "}
        <Link to="/admin/ejerskab" className="font-semibold text-brand-800 underline">
          Bekræft ejerskab
        </Link>
      </p>
    </section>
  );
}
