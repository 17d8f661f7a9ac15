import type { ReplyRequest } from "../types";

/** The first word of a name ("Mette Hansen" → "Mette"), for a greeting that sounds like a person. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The task in a few words: the description's first sentence, at most 80 characters. */
function taskOf(description: string): string {
  const sentence = description.trim().split(/(?<=[.!?])\s|\n/)[0] ?? "";
  const clean = sentence.replace(/[.!?]+$/, "").trim();
  if (clean.length <= 80) return clean;
  return `${clean.slice(0, 80).replace(/\s+\S*$/, "")} …`;
}

const QUESTIONS: Array<[RegExp, string[]]> = [
  [
    /tømrer|snedker/i,
    ["Hvor store er de ting, der skal laves (mål eller antal)?", "Ved du, hvilke materialer du ønsker?"],
  ],
  [
    /murer/i,
    ["Hvor stort er området (cirka m²)?", "Er der tale om nyt murværk eller reparation af det eksisterende?"],
  ],
  [
    /vvs|blik|kloak/i,
    [
      "Hvilket mærke og hvilken alder har installationen?",
      "Er der vand eller varme, der ikke virker lige nu?",
    ],
  ],
  [
    /el-?install|elektri/i,
    ["Hvor mange punkter (stikkontakter, lamper) drejer det sig om?", "Hvor gammel er el-tavlen?"],
  ],
  [/maler/i, ["Hvor mange rum eller m² skal males?", "Er det lofter, vægge, træværk eller det hele?"]],
  [
    /vinduespud|rengør/i,
    ["Hvor mange vinduer drejer det sig om, og er der nogen på 1. sal?", "Skal det være en fast aftale?"],
  ],
];

/**
 * The offline writer's reply (embedded mode, or when the model fails): greeting, what they asked,
 * the questions to ask, a proposed next step and the firm's phone number. Deterministic, facts only.
 */
export function writeReplyOffline(request: ReplyRequest): string {
  const hello = firstName(request.customerName) ? `Hej ${firstName(request.customerName)}` : "Hej";
  const signature = `Venlig hilsen\n${request.companyName}${request.companyPhone ? `\nTlf. ${request.companyPhone}` : ""}`;
  if (request.kind === "callback") {
    return [
      hello,
      `Tak fordi du bad os ringe dig op${request.timing ? ` (${request.timing.toLowerCase()})` : ""}. Vi prøvede at fange dig – eller ringer dig op, som du ønskede.`,
      `Du er også velkommen til at ringe til os${request.companyPhone ? ` på ${request.companyPhone}` : ""}, eller at svare på denne e-mail med et tidspunkt, der passer dig.`,
      signature,
    ].join("\n\n");
  }
  const task = taskOf(request.description);
  const questions = (
    QUESTIONS.find(([pattern]) => pattern.test(request.industryDesc ?? ""))?.[1] ?? [
      "Hvor stor er opgaven (mål, antal eller m²)?",
    ]
  ).slice();
  if (request.photoCount === 0) questions.push("Vil du sende et par billeder af det, der skal laves?");
  questions.push("Hvornår er det bedst, at vi kommer forbi og ser på det?");
  const where = request.town ? ` i ${request.town}` : "";
  return [
    hello,
    `Tak for din forespørgsel om ${task ? `"${task}"` : "opgaven"}${where}.${request.timing ? ` Du har skrevet: ${request.timing.toLowerCase()}.` : ""}`,
    `For at give dig en præcis pris vil vi gerne vide lidt mere:\n${questions.map((question) => `- ${question}`).join("\n")}`,
    `Vi foreslår, at vi kommer forbi og ser på opgaven, så du får et fast tilbud. Svar på denne e-mail med et par tidspunkter, der passer dig${request.companyPhone ? `, eller ring på ${request.companyPhone}` : ""}.`,
    signature,
  ].join("\n\n");
}
