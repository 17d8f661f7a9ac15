import { MainSiteLink, MoreLink } from "~/components/marketing/links";
import { ClosingCallToAction, PageIntro } from "~/components/marketing/sections";
import { blogPage, blogPosts } from "~/content/blog";
import { pageMeta } from "./page-meta";
import { PostByline } from "./post-byline";

export const meta = pageMeta({ path: "/blog", meta: blogPage.meta });

export default function Blog() {
  const { h1, lead, readMore, closing } = blogPage;
  const firstWithImage = blogPosts.find((post) => post.image);
  return (
    <>
      <PageIntro title={h1} lead={lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 className="sr-only">Alle indlæg</h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {blogPosts.map((post) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
                {post.image ? (
                  <img
                    src={post.image.src}
                    alt=""
                    width={post.image.width}
                    height={post.image.height}
                    // The first card's image is the largest paint on phones: load it at once, first.
                    {...(post === firstWithImage
                      ? { fetchPriority: "high" as const }
                      : { loading: "lazy" as const, decoding: "async" as const })}
                    className="aspect-[1200/630] h-auto w-full border-stone-200 border-b bg-stone-100 object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-6">
                  <PostByline post={post} />
                  <h3 className="mt-4 text-balance font-bold text-stone-900 text-xl">
                    <MainSiteLink
                      href={`/blog/${post.slug}`}
                      className="hover:text-brand-800 hover:underline"
                    >
                      {post.title}
                    </MainSiteLink>
                  </h3>
                  <p className="mt-3 flex-1 text-stone-700 leading-relaxed">{post.excerpt}</p>
                  <MoreLink href={`/blog/${post.slug}`} className="mt-5">
                    {readMore}
                    <span className="sr-only">: {post.title}</span>
                  </MoreLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <ClosingCallToAction cta={closing} />
    </>
  );
}
