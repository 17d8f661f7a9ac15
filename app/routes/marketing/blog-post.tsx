import { data } from "react-router";
import { Blocks } from "~/components/marketing/blocks";
import { ButtonLink, MainSiteLink } from "~/components/marketing/links";
import { marketingMeta, originFromMatches } from "~/components/marketing/meta";
import { ClosingCallToAction } from "~/components/marketing/sections";
import { blogPage, findPost, postMeta } from "~/content/blog";
import { productName } from "~/content/site";
import type { Route } from "./+types/blog-post";
import { PostByline } from "./post-byline";

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) return data({ slug: null }, { status: 404 });
  return { slug: post.slug };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = originFromMatches(matches);
  const post = loaderData?.slug ? findPost(loaderData.slug) : undefined;
  if (!post) {
    return marketingMeta({
      origin,
      path: "/blog",
      meta: { title: `${blogPage.notFound} | ${productName}`, description: blogPage.notFoundText },
      noindex: true,
    });
  }
  const path = `/blog/${post.slug}`;
  const image = post.ogImage;
  return marketingMeta({
    origin,
    path,
    meta: postMeta(post),
    type: "article",
    ...(image ? { image } : {}),
    extra: [
      { property: "article:published_time", content: post.date },
      { property: "article:section", content: post.category },
    ],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      articleSection: post.category,
      inLanguage: "da-DK",
      mainEntityOfPage: origin + path,
      ...(image ? { image: origin + image.src } : {}),
      author: { "@type": "Organization", name: productName, url: `${origin}/` },
      publisher: {
        "@type": "Organization",
        name: productName,
        logo: { "@type": "ImageObject", url: `${origin}/apple-touch-icon.png` },
      },
    },
  });
}

function BackLink() {
  return (
    <MainSiteLink
      href={blogPage.backLink.href}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {blogPage.backLink.label}
    </MainSiteLink>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const post = loaderData.slug ? findPost(loaderData.slug) : undefined;
  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <BackLink />
        <h1 className="mt-6 font-bold text-4xl text-stone-900 tracking-tight">{blogPage.notFound}</h1>
        <p className="mt-4 text-lg text-stone-700">{blogPage.notFoundText}</p>
        <ButtonLink link={{ href: "/blog", label: "Se alle indlæg" }} className="mt-8" />
      </div>
    );
  }
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <BackLink />
        <header className="mt-6">
          <PostByline post={post} />
          <h1 className="mt-4 text-balance font-extrabold text-4xl text-stone-900 tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-pretty text-stone-700 text-xl leading-relaxed">{post.excerpt}</p>
        </header>
        {post.image ? (
          <img
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            fetchPriority="high"
            className="mt-8 h-auto w-full rounded-2xl border border-stone-200 bg-stone-100"
          />
        ) : null}
        <div className="mt-10">
          <Blocks blocks={post.content} />
        </div>
        <p className="mt-12 border-stone-200 border-t pt-6">
          <BackLink />
        </p>
      </article>
      <ClosingCallToAction cta={blogPage.closing} />
    </>
  );
}
