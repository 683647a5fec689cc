export const ROOT_ELEMENT_ERROR = "Failed to find root element";

/**
 * The element an island starts in (RT-06, PF-01): an island whose container is missing or no longer
 * in the page fails with this message instead of rendering nowhere.
 */
export function assertRootElement<T extends Element>(container: T | null | undefined): T {
  if (!container?.isConnected) throw new Error(ROOT_ELEMENT_ERROR);
  return container;
}
