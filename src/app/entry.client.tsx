import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { assertRootElement } from "@/lib/root-element";

// Framework mode hydrates `document`; the element we actually need is <body>
// with the app inside it (RT-06).
const root = assertRootElement(document);

startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
