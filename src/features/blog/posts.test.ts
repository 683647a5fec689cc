import { describe, expect, test } from "vitest";
import { categories } from "@/content/blog/taxonomy";
import { readArticleFiles } from "@/test/articles";
import { ALL, filterByCategory, filterOptions, parseCategory, splitFeatured } from "./posts";

const posts = readArticleFiles().map((a) => a.meta);

describe("blog content and list logic", () => {
  test("BL-03 six articles with the specified reading times and views", () => {
    expect(posts.map((p) => [p.id, p.readTime, p.views])).toEqual([
      [1, "5 min", 1205],
      [2, "4 min", 892],
      [3, "6 min", 1456],
      [4, "7 min", 734],
      [5, "5 min", 623],
      [6, "6 min", 945],
    ]);
    for (const p of posts) {
      expect(p.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.author.name).not.toBe("");
      expect(p.author.initials).toMatch(/^[A-Z]{2}$/);
      expect(p.image).toMatch(/^\/images\//);
    }
  });

  test("BL-03 every category has at least one article", () => {
    for (const c of categories) expect(filterByCategory(posts, c).length).toBeGreaterThan(0);
  });

  test("BL-01 filters are Todos plus the five categories", () => {
    expect(filterOptions).toEqual(["Todos", "Cuidado de la Piel", "Maquillaje", "Cabello", "Spa", "Uñas"]);
  });

  test("BL-02 a category shows exactly its articles; the first is featured", () => {
    const skin = filterByCategory(posts, "Cuidado de la Piel");
    expect(skin.map((p) => p.id)).toEqual([1, 6]);
    expect(splitFeatured(skin).featured?.id).toBe(1);
    expect(splitFeatured(skin).rest.map((p) => p.id)).toEqual([6]);
    const spa = splitFeatured(filterByCategory(posts, "Spa"));
    expect(spa.featured?.id).toBe(4);
    expect(spa.rest).toEqual([]);
    expect(filterByCategory(posts, ALL)).toHaveLength(6);
  });

  test("RT-02 the ?categoria= value is read leniently", () => {
    expect(parseCategory("Spa")).toBe("Spa");
    expect(parseCategory("Uñas")).toBe("Uñas");
    expect(parseCategory(null)).toBe("Todos");
    expect(parseCategory("<script>")).toBe("Todos");
    expect(parseCategory("spa")).toBe("Todos");
  });
});
