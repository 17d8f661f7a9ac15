/** The way from settings to "Notifikationer" (app/routes/admin/notifications/notifications.tsx). */
export function NotificationsPanel({ href }: { href: string }) {
  return (
    <section aria-labelledby="notifikationer-titel" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="notifikationer-titel" className="mb-2 font-semibold text-lg text-stone-900">
        Notifikationer
      </h2>
      <p className="mb-4 max-w-2xl text-stone-700">
        Få besked på telefonen, så snart en kunde sender en forespørgsel.
      </p>
      <a
        href={href}
        className="inline-flex min-h-11 items-center rounded-lg border-2 border-stone-800 px-4 font-semibold text-stone-900 hover:bg-stone-100"
      >
        Slå notifikationer til
      </a>
    </section>
  );
}
