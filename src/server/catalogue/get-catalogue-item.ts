import "server-only";
import type { CatalogueItem, ItemCategory } from "./catalogue-types";
import { listCatalogueItems } from "./list-catalogue-items";

/**
 * One active item by the slug of its page. Slugs are unique within a category only
 * ("fat-burner" is both a programme and an injection), so the category is part of the address.
 * With a clinic, priced for that clinic (its overrides).
 */
export async function getCatalogueItem(
  category: ItemCategory,
  slug: string,
  clinicSlug?: string,
): Promise<CatalogueItem | null> {
  const [item] = await listCatalogueItems({ category, slug, clinicSlug });
  return item ?? null;
}
