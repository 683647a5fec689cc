import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/**
 * The page's URL fragment without its '#': where a link's token travels (BE-06, WL-02), since
 * browsers never send it to a server. Another link opened in the same tab (only the fragment
 * changes) gives the new value. Client-only islands: '' on the server.
 */
export function useFragment(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash.slice(1),
    () => "",
  );
}
