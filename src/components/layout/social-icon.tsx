/** Brand marks drawn inline (lucide no longer ships brand icons). */
export function SocialIcon({ name }: { name: string }) {
  switch (name) {
    case "Instagram":
      return (
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </svg>
      );
    case "Facebook":
      return (
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
          <path d="M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.7V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V9c0-.6.4-1 1-1Z" />
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
          <path d="M16.5 3c.4 2.3 1.9 3.8 4.2 4v3.4a7.8 7.8 0 0 1-4.2-1.3v6.2A5.7 5.7 0 1 1 10.8 9.6v3.5a2.3 2.3 0 1 0 2.3 2.2V3h3.4Z" />
        </svg>
      );
  }
}
