// The parts every trade page shares: its hero button and closing call to action (SPEC §2).
import { onboardingLink } from "~/content/site";
import type { CallToAction, NavLink } from "~/content/types";

/** SPEC §2, trade landing page: the hero button and the closing call to action, word for word. */
export const tradeHeroButton: NavLink = { href: "/onboarding", label: "Start din hjemmeside nu" };
export const tradeClosingHeading = "Start gratis i 3 måneder - ingen binding";

export const closing: CallToAction = {
  heading: tradeClosingHeading,
  text: "Indtast dit CVR-nummer og se din nye hjemmeside om et minut. Du skal ikke bruge betalingskort, og du kan stoppe, når du vil.",
  button: onboardingLink,
};
