import { z } from "zod";

/** The newsletter sign-up (footer and Join the community): e-mail, and a name if the visitor likes. */
export const newsletterSchema = z.object({
  email: z.string({ error: "email" }).trim().min(1, "email").max(200, "emailFormat").pipe(z.email("emailFormat")),
  name: z
    .string()
    .trim()
    .max(120, "name")
    .optional()
    .transform((v) => v || undefined),
});
