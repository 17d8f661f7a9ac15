/** The spec's 404 page (SPEC §2 "Other static screens"), shared by /404 and every "not found" render. */
export function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <title>Siden blev ikke fundet</title>
      <meta name="robots" content="noindex" />
      <p className="font-semibold text-brand-700 text-lg">404 fejl</p>
      <h1 className="font-bold text-3xl text-ink sm:text-4xl">Siden blev ikke fundet</h1>
      <p className="text-lg text-stone-700">Beklager, men vi kunne ikke finde den side du ledte efter.</p>
      <p>
        <a
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          href="/"
        >
          Gå til forsiden
        </a>
      </p>
    </main>
  );
}
