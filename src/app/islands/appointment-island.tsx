import { ManageAppointment } from "@/features/booking/components/manage-appointment";
import { useFragment } from "@/hooks/use-fragment";
import type { SalonSettings } from "@/lib/settings/model";
import { IslandRoot } from "./island-root";

/**
 * `/cita#<token>` (BE-06): a client-only island, since the token lives in the fragment no server
 * sees; another link opened in the same tab (only the fragment changes) shows that appointment.
 */
export default function AppointmentIsland({ settings }: { settings: SalonSettings }) {
  const token = useFragment();
  return (
    <IslandRoot settings={settings}>
      <ManageAppointment key={token} token={token} />
    </IslandRoot>
  );
}
