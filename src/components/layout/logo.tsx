import { logoMarkSvg } from "@/content/brand";
import { site } from "@/content/site";

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md" onClick={onClick}>
      <svg
        viewBox="0 0 32 32"
        className="size-8"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: logoMarkSvg }}
      />
      <span className="font-display text-xl font-semibold text-foreground">{site.name}</span>
    </a>
  );
}
