import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./site-shell";
import { ErrorPage } from "@/components/sections/error-page";
import { NotFound } from "@/components/sections/not-found";
import { brand, brandCss } from "@/content/brand";
import interFont from "@/assets/fonts/inter-latin-wght.woff2?url";
import playfairFont from "@/assets/fonts/playfair-display-latin-wght.woff2?url";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: playfairFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
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
        <div id="app">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteShell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage />}</SiteShell>;
}
