import type { Trade } from "~/lib/trade";

/**
 * "Autorisation og garanti": the intro above the badges, per trade. It never says the company holds
 * an authorisation or a guarantee: the badges below say that, and only the register verifies it.
 */
export const AUTORISATION_INTROS: Record<Trade, string> = {
  elektriker:
    "El-installationer kræver autorisation fra Sikkerhedsstyrelsen. Her kan du se de autorisationer og ordninger, vi har oplyst, og om hver autorisation er fundet i Sikkerhedsstyrelsens register.",
  vvs: "Meget VVS- og kloakarbejde kræver autorisation fra Sikkerhedsstyrelsen. Her kan du se de autorisationer og ordninger, vi har oplyst, og om hver autorisation er fundet i Sikkerhedsstyrelsens register.",
  tomrer:
    "Tømrerarbejde kræver ikke autorisation. Her kan du se de brancheforeninger og ordninger, vi selv har oplyst, at vi er med i.",
  murer:
    "Murerarbejde kræver ikke autorisation. Her kan du se de brancheforeninger og ordninger, vi selv har oplyst, at vi er med i.",
  maler:
    "Malerarbejde kræver ikke autorisation. Her kan du se de brancheforeninger og ordninger, vi selv har oplyst, at vi er med i.",
  vinduespudser:
    "Vinduespudsning kræver ikke autorisation. Her kan du se de brancheforeninger og ordninger, vi selv har oplyst, at vi er med i.",
  mekaniker: "Her kan du se de brancheforeninger og ordninger, vi selv har oplyst, at vi er med i.",
  other:
    "Her kan du se de autorisationer og ordninger, vi har oplyst. En autorisation står kun som verificeret, når den er fundet i Sikkerhedsstyrelsens register.",
};
