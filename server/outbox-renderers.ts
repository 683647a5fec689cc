/**
 * Every outbox kind and the area that renders it (#41): the composition root gathers the areas'
 * registrations for the worker, which imports none of them. A kind without a renderer
 * does not compile.
 */
import { appointmentRenderers } from "./appointments";
import { ticketRenderers } from "./checkout";
import { giftRenderers } from "./gifts";
import type { Renderers } from "./notifications";
import { accountRenderers } from "./people";
import { reviewRenderers } from "./reviews";
import { offerRenderers } from "./waitlist";
import { pushRenderers } from "./team-phones";

export const renderers: Renderers = {
  ...appointmentRenderers,
  ...accountRenderers,
  ...offerRenderers,
  ...giftRenderers,
  ...ticketRenderers,
  ...reviewRenderers,
  ...pushRenderers,
};
