import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./site-shell";
import { ErrorPage } from "@/components/sections/error-page";
import { NotFound } from "@/components/sections/not-found";
import { brand, brandCss } from "@/content/brand";
import interFont from "@/assets/fonts/inter-latin-wght.woff2?url";
import playfairFont from "@/assets/fonts/playfair-display-latin-wght.woff2?url";
import { seedSettings } from "@/lib/settings/seed";
import { SettingsContext } from "@/hooks/use-settings";
import { paths } from "@/lib/paths";
import "./app.css";

/**
 * The salon's settings for every page (OW-02): on request, from the booking server's settings
 * cache (its load context); in a static-only build, the seed from src/content.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { settings: context?.settings ? await context.settings() : seedSettings };
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: playfairFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const settings = useRouteLoaderData<typeof loader>("root")?.settings ?? seedSettings;
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.primary} />
        <style>{brandCss}</style>
        <Meta />
        <Links />
      </head>
      <body>
        <div id="app">
          <SettingsContext value={settings}>{children}</SettingsContext>
        </div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The staff pages are a work tool: no public header, footer or chat over the agenda (ST-08).
  const { pathname } = useLocation();
  const staff = pathname === paths.staff || pathname.startsWith(`${paths.staff}/`);
  return (
    <SiteShell bare={staff}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteShell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage />}</SiteShell>;
}
