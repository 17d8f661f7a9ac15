import { formatPostDate } from "~/content/blog";
import type { BlogPost } from "~/content/types";

/** A blog post's category and date, above its title in the list and on the post. */
export function PostByline({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">{post.category}</span>
      <time dateTime={post.date} className="text-stone-600">
        {formatPostDate(post.date)}
      </time>
    </p>
  );
}
