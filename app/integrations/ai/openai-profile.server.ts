import { z } from "zod";
import { normalizeProfile, SERVICES_MAX, SERVICES_MIN, USPS_MAX } from "./normalize-profile";
import type { OpenAIWriterOptions } from "./openai.server";
import { openAIChat } from "./openai-chat.server";
import { buildProfilePrompt, PROFILE_SYSTEM_PROMPT } from "./prompt";
import type { ProfileRequest, WrittenProfile } from "./types";

/** Every field required (OpenAI's strict structured outputs reject optional properties). */
const replySchema = z.object({
  intro: z.object({
    heading: z.string().describe("Overskrift over forsidens intro, højst 60 tegn, med fag og by"),
    text: z.string().describe("1-2 korte afsnit (højst 60 ord i alt), adskilt af en tom linje"),
  }),
  services: z
    .array(
      z.object({
        title: z.string().describe("Ydelsens navn, højst 40 tegn"),
        line: z.string().describe("Én sætning om ydelsen, højst 120 tegn"),
        description: z.string().describe("2-3 sætninger om ydelsen til siden Ydelser"),
      }),
    )
    .describe(`${SERVICES_MIN}-${SERVICES_MAX} ydelser`),
  usps: z.array(z.string()).describe(`Højst ${USPS_MAX} korte salgsargumenter, højst 60 tegn hver`),
});

const PROFILE_TASK = [
  "Skriv forsidens strukturerede indhold: en intro under en rigtig overskrift, virksomhedens ydelser som kort og nogle få salgsargumenter.",
  `Vælg ${SERVICES_MIN}-${SERVICES_MAX} ydelser, som branchen og teksten fra den nuværende hjemmeside viser, at virksomheden udfører.`,
  "Salgsargumenterne må kun bygge på de oplyste fakta (by, startår, antal ansatte, virksomhedsform, den nuværende hjemmeside). Nævn aldrig priser, anmeldelser, stjerner, åbningstider, svartider, døgnvagt, garantier eller autorisationer, som ikke udtrykkeligt er oplyst.",
].join("\n");

/**
 * The AI's profile through the same OpenAI-compatible chat API as the page copy. Throws on any failure
 * or an unusable reply (fewer than three services left after the rules); the caller falls back.
 */
export function createOpenAIProfileWriter(
  options: OpenAIWriterOptions,
): (request: ProfileRequest) => Promise<WrittenProfile> {
  const chat = openAIChat(options);
  return async (request) => {
    const output = await chat.object(
      PROFILE_SYSTEM_PROMPT,
      buildProfilePrompt(PROFILE_TASK, request),
      replySchema,
    );
    const profile = normalizeProfile(output, request);
    if (!profile) throw new Error("AI-svaret havde for få brugbare ydelser");
    return profile;
  };
}
