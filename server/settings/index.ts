/** The settings area's face (#41): the store every request reads, the photos, and the routes. */
export { createSettingsStore, type SettingsStore } from "./store";
export { mediaRoutes, publicSettingsRoutes, staffSettingsRoutes } from "./routes";
/** CN-01, CN-02: whether the photos a save names were uploaded (an article's cover). */
export { unknownPhotos } from "./service";
