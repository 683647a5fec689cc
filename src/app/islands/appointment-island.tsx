import { ManageAppointment } from "@/features/booking/components/manage-appointment";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

/** `/cita#<token>` (BE-06): a client-only island, since the token lives in the fragment no server sees. */
export default function AppointmentIsland({ settings }: { settings: SalonSettings }) {
  return (
    <IslandRoot settings={settings}>
      <ManageAppointment token={window.location.hash.slice(1)} />
    </IslandRoot>
  );
}
