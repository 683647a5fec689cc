import type { Author } from "@/content/blog/taxonomy";

/** Author name with avatar, or initials when there is no photo. */
export function AuthorBadge({ author, size = "sm" }: { author: Author; size?: "sm" | "lg" }) {
  const box = size === "lg" ? "size-12 text-base" : "size-8 text-xs";
  return (
    <span className="flex items-center gap-2">
      {author.avatar ? (
        <img src={author.avatar} alt="" width={48} height={48} loading="lazy" className={`${box} rounded-full`} />
      ) : (
        <span
          aria-hidden="true"
          className={`${box} inline-flex items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground`}
        >
          {author.initials}
        </span>
      )}
      <span className="font-medium text-foreground">{author.name}</span>
    </span>
  );
}
