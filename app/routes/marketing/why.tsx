import { Blocks } from "~/components/marketing/blocks";
import { LightboxScript } from "~/components/marketing/lightbox";
import { ClosingCallToAction, PageIntro } from "~/components/marketing/sections";
import { whyPage } from "~/content/why";
import { requestInfoContext } from "~/server/context";
import type { Route } from "./+types/why";
import { pageMeta } from "./page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.get(requestInfoContext).nonce };
}

export const meta = pageMeta({
  path: "/hvorfor-hjemmeside-haandvaerker",
  meta: whyPage.meta,
  image: whyPage.ogImage,
  type: "article",
});

export default function Why({ loaderData }: Route.ComponentProps) {
  const { h1, lead, body, previewHint, closeLabel, closing } = whyPage;
  return (
    <>
      <PageIntro title={h1} lead={lead} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Blocks
          blocks={body}
          figures={{ kind: "lightbox", idPrefix: "forhaandsvisning", label: previewHint, closeLabel }}
        />
      </article>
      <ClosingCallToAction cta={closing} />
      <LightboxScript nonce={loaderData.nonce} />
    </>
  );
}
