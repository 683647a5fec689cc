import { cn } from "@/lib/cn";

/** A professional's photo, or her initial on a soft circle when there is none (HM-10, OW-06). */
export function Avatar({
  name,
  photo,
  size = 96,
  className,
}: {
  name: string;
  photo: string | null;
  /** Pixels, square. */
  size?: number;
  className?: string;
}) {
  if (photo)
    return (
      <img
        src={photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full object-cover", className)}
        style={{ width: size, height: size }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground",
        className,
      )}
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {name.slice(0, 1)}
    </span>
  );
}
