import { lazy, Suspense } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import type { ChatWidgetProps } from "./chat-widget";

// The widget's code is fetched only once the page is interactive (issue #5).
const ChatWidget = lazy(() => import("./chat-widget"));

export function ChatLauncher({
  loadSlotRules,
  loadFreeTimes,
}: Pick<ChatWidgetProps, "loadSlotRules" | "loadFreeTimes">) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <ChatWidget loadSlotRules={loadSlotRules} loadFreeTimes={loadFreeTimes} />
    </Suspense>
  ) : null;
}
