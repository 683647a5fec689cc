import { Section } from "@/components/layout/section";
import { Avatar } from "@/components/ui/avatar";
import type { ServiceSetting, TeamMember } from "@/lib/settings/model";
import { paths, sections } from "@/lib/paths";

/**
 * 'Nuestro Equipo' (HM-10): each active professional with her photo (the one the owner uploads in
 * Ajustes), her role line, her bio (CN-01, the owner's words) and the services she does, linking to the widget with her chosen. Rendered
 * on the server from the live settings: no JavaScript.
 */
export function Team({
  title,
  text,
  team,
  services,
}: {
  title: string;
  text: string;
  team: readonly TeamMember[];
  services: readonly ServiceSetting[];
}) {
  const offered = (p: TeamMember) => services.filter((s) => p.services.includes(s.id)).map((s) => s.name);
  return (
    <Section id={sections.team} title={title} text={text}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((p) => (
          <li key={p.id} className="flex flex-col items-center rounded-2xl bg-card p-6 text-center shadow-sm">
            <Avatar name={p.name} photo={p.photo} />
            <h3 className="mt-4 text-lg font-semibold">{p.name}</h3>
            <p className="text-sm text-muted-foreground">{p.role}</p>
            {p.bio ? <p className="mt-3 text-sm">{p.bio}</p> : null}
            <p className="mt-3 flex-1 text-sm">{offered(p).join(" · ")}</p>
            <a
              href={paths.bookWith(p.id)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              Reservar con {p.name.split(" ")[0]}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
