import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { SectionId } from "@/lib/paths";

/** A home-page section with its anchor id and a labelled heading. */
export function Section({
  id,
  title,
  text,
  children,
  className,
}: {
  id: SectionId;
  title: string;
  text?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          {text ? <p className="mt-3 text-muted-foreground">{text}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
