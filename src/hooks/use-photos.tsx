/**
 * The page's photos for the React tree (src/lib/photos.ts): the Astro page makes them with
 * `astro:assets` and hands them in (a static part's wrapper or an island's root); outside a
 * provider there are none.
 */
import { createContext, useContext } from "react";
import { findPhoto, type Photo, type Photos } from "@/lib/photos";

export const PhotosContext = createContext<Photos>({});

export function usePhoto(name: string): Photo {
  return findPhoto(useContext(PhotosContext), name);
}
