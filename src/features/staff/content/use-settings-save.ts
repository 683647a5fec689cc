/**
 * A `/gestion/contenido` form's save: the saved settings replace the page's (every part shows them),
 * a refusal's fields go beside their inputs and its message to the form's status line.
 */
import { useState } from "react";
import type { SalonSettings } from "@/lib/settings/model";
import { useReplaceSettings } from "@/hooks/use-settings";
import { ApiError } from "@/lib/api-client";

export function useSettingsSave() {
  const replace = useReplaceSettings();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  async function save(work: () => Promise<{ settings: SalonSettings }>, done: string) {
    try {
      replace((await work()).settings);
      setFields({});
      setStatus(done);
    } catch (e) {
      setFields(e instanceof ApiError ? e.fields : {});
      setStatus(e instanceof ApiError ? e.message : "No hemos podido guardar.");
    }
  }
  return { fields, status, save };
}
