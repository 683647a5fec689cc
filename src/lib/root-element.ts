export const ROOT_ELEMENT_ERROR = "Failed to find root element";

/**
 * The element the client hydrates into (RT-06). Framework mode hydrates the
 * whole document, so "missing root" means there is no <body> holding the app.
 */
export function assertRootElement(doc: Document): Document {
  if (!doc.body || !doc.getElementById("app")) {
    throw new Error(ROOT_ELEMENT_ERROR);
  }
  return doc;
}
