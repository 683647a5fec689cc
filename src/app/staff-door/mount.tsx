/** The staff page's app, mounted once the door (./door.ts) knows she is signed in (or on a link's page). */
import { createRoot } from "react-dom/client";
import StaffIsland, { type StaffApp } from "../islands/staff-island";

export function mount(element: HTMLElement, app: StaffApp): void {
  createRoot(element).render(<StaffIsland app={app} />);
}
