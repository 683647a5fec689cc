import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on): a
 * part whose code is heavy loads only once the visitor is about to see it. Only while `media`
 * matches (e.g. wide screens); without IntersectionObserver (old browsers, tests) it counts as near
 * at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = "200px", media = "all" } = {}): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !window.matchMedia(media).matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, media, near]);
  return near;
}
