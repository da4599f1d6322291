import { z } from "zod";
import { isSingleLineText } from "@/shared/input/plain-text";

/** One basket line as browsers, the API and the server basket exchange it (docs/product/entities.md basket item). */
export const basketLineSchema = z.object({
  code: z.string().max(200).refine(isSingleLineText).trim().min(1).max(40),
  optionCode: z
    .string()
    .max(200)
    .refine(isSingleLineText)
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  quantity: z.coerce.number().int().min(1).max(20),
});
export type BasketLineInput = z.infer<typeof basketLineSchema>;

export const basketSchema = z.array(basketLineSchema, { error: "errors.app.fieldInvalid" }).max(50);
