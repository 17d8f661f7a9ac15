import { loginLink } from "~/content/site";

const LINK = "font-semibold text-brand-700 underline underline-offset-2";

/**
 * The way on for a CVR that already has a site (issue 12): sign in, reset the password, or, when the
 * owner did not make it, ask support with the CVR already written in the message.
 */
export function AlreadyRegistered({ cvr }: { cvr: string }) {
  return (
    <div className="rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800">
      <p className="font-semibold text-stone-900">Har du allerede en hjemmeside hos os?</p>
      <ul className="mt-2 space-y-2">
        <li>
          <a className={LINK} href={loginLink.href}>
            Log ind
          </a>{" "}
          med din e-mail og din adgangskode.
        </li>
        <li>
          <a className={LINK} href="/admin/glemt-password">
            Glemt adgangskode?
          </a>{" "}
          Få et link til at vælge et nyt.
        </li>
        <li>
          <a className={LINK} href={`/overtag?cvr=${encodeURIComponent(cvr)}`}>
            Er det din virksomhed?
          </a>{" "}
          Har en anden lavet siden, kan du overtage CVR-nummeret med en kode til virksomhedens e-mail eller
          mobil i CVR-registeret.
        </li>
      </ul>
    </div>
  );
}
