import type { ComponentProps } from "react";
import { Link } from "react-router";
import { paths, type SectionId } from "@/lib/paths";

/** A link to a home-page section that works from every route (NV-01). */
export function SectionLink({ hash, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { hash: SectionId }) {
  return <Link to={paths.section(hash)} {...props} />;
}
