import type { ReactNode } from "react";

/** The centred card the login and password pages share; the password pages lead back to the login. */
export function AuthCard({
  title,
  backToLogin = false,
  children,
}: {
  title: string;
  backToLogin?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-2 font-semibold text-brand-700">Håndværkernet</p>
        <h1 className="mb-6 font-bold text-2xl text-stone-900">{title}</h1>
        {children}
        {backToLogin ? (
          <p className="mt-6 text-sm text-stone-700">
            <a className="font-semibold text-brand-700 underline" href="/admin">
              Tilbage til log ind
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
