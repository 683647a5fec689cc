import type { ComponentProps } from "react";
import { paths, type SectionId } from "@/lib/paths";

/** A link to a home-page section that works from every page (NV-01). */
export function SectionLink({ hash, children, ...props }: Omit<ComponentProps<"a">, "href"> & { hash: SectionId }) {
  return (
    <a href={paths.section(hash)} {...props}>
      {children}
    </a>
  );
}
