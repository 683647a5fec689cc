import { Link } from "react-router";
import { site } from "@/content/site";

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" onClick={onClick}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="#a61e4d" />
        <path d="M9 21c3-9 11-13 14-11-1 5-6 11-14 11Z" fill="#fde7ef" />
        <circle cx="21" cy="11" r="2" fill="#f4c26b" />
      </svg>
      <span className="font-display text-xl font-semibold text-foreground">{site.name}</span>
    </Link>
  );
}
