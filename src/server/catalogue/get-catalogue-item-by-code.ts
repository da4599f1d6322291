import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems } from "@/db/schema";
import type { CatalogueItem } from "./catalogue-types";
import { listCatalogueItems } from "./list-catalogue-items";

/** One active item by its goods code (request forms and baskets carry codes), or null. */
export async function getCatalogueItemByCode(code: string): Promise<CatalogueItem | null> {
  const [row] = await getDb()
    .select({ category: catalogueItems.category, slug: catalogueItems.slug })
    .from(catalogueItems)
    .where(eq(catalogueItems.code, code));
  if (!row) return null;
  const [item] = (await listCatalogueItems({ category: row.category, slug: row.slug })).filter((i) => i.code === code);
  return item ?? null;
}
