import { defineMiddleware } from "astro:middleware";

/** Pages come from the booking server's cache when it runs them (PF-04, server/site/pages.ts). */
export const onRequest = defineMiddleware((context, next) =>
  context.locals.pages ? context.locals.pages.serve(context.request, () => next()) : next(),
);
