import { cn } from "@/lib/cn";

/** Sizes by class: inline styles are refused by the site's CSP. */
const sizes = {
  sm: { px: 40, className: "size-10 text-base" },
  md: { px: 96, className: "size-24 text-2xl" },
  lg: { px: 112, className: "size-28 text-4xl" },
} as const;

/** A professional's photo, or her initial on a soft circle when there is none (HM-10, OW-06). */
export function Avatar({
  name,
  photo,
  size = "lg",
  alt = "",
  className,
}: {
  name: string;
  photo: string | null;
  /** The photo's text where it is the content (Ajustes), empty where the name is beside it. */
  alt?: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { px, className: sized } = sizes[size];
  if (photo)
    return (
      <img
        src={photo}
        alt={alt}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full object-cover", sized, className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground",
        sized,
        className,
      )}
    >
      {name.slice(0, 1)}
    </span>
  );
}
