/** A failure's reason in words: some libraries reject with plain objects, which print as `[object Object]`. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
