/**
 * A schema's issues as the API answers them (issue 17, OW-06): one Spanish
 * message per field, a nested field named by its path ('days.3.closes'), and an
 * issue without a path (the honeypot) as the general message. The server's
 * validation and the settings forms both use it, so a form shows before
 * sending exactly what the server would answer.
 */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  aliases: Record<string, string> = {},
): { fields: Record<string, string>; general: string | undefined } {
  const fields: Record<string, string> = {};
  let general: string | undefined;
  for (const issue of issues) {
    const [field, ...rest] = issue.path;
    if (field === undefined) general ??= issue.message;
    else fields[[aliases[String(field)] ?? String(field), ...rest.map(String)].join(".")] ??= issue.message;
  }
  return { fields, general };
}
