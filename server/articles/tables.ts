/** The articles area's table (CN-02), declared once; migration 044 creates it. */
import { date, integer, pgTable, text } from "drizzle-orm/pg-core";
import { articleStatuses } from "@/domain/blog/schemas";
import { instant } from "../db/columns";

export const articles = pgTable("articles", {
  id: integer().primaryKey(),
  title: text().notNull(),
  excerpt: text().notNull(),
  category: text().notNull(),
  author_id: text().notNull(),
  publish_date: date({ mode: "string" }).notNull(),
  read_time: text().notNull(),
  image: text().notNull(),
  image_alt: text().notNull(),
  body: text().notNull(),
  status: text({ enum: articleStatuses }).notNull(),
  views: integer().notNull().default(0),
  /** Deleted: its address answers 410 Gone. */
  deleted_at: instant(),
  created_at: instant().notNull().defaultNow(),
  updated_at: instant().notNull().defaultNow(),
  version: integer().notNull().default(1),
});

export type ArticleRow = typeof articles.$inferSelect;
