import { defineMiddleware } from "astro:middleware";

const served = new WeakSet<object>();

/**
 * Pages come from the booking server's cache when it runs them (PF-04, server/site/pages.ts). A page
 * that rewrites to another (an unknown article → the 404 page) passes here again with the same
 * locals: only the outer pass goes through the cache.
 */
export const onRequest = defineMiddleware((context, next) => {
  const { pages } = context.locals;
  if (!pages || served.has(context.locals)) return next();
  served.add(context.locals);
  return pages.serve(context.request, () => next());
});
