import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { type Untrusted, firstNameField, lastNameField, mobileFields, titleField, toE164, whenValid } from "./fields";

export const updateProfileSchema = z
  .object({ title: titleField, firstName: firstNameField, lastName: lastNameField, ...mobileFields() })
  .refine((v) => toE164(v.countryCode, v.mobile) !== null, {
    path: ["mobile"],
    message: "phoneInvalid",
    when: whenValid("mobile"),
  });

export async function updateProfile(
  userId: string,
  input: Untrusted<typeof updateProfileSchema>,
  now: Date = new Date(),
): Promise<void> {
  const data = updateProfileSchema.parse(input);
  await getDb()
    .update(users)
    .set({
      title: data.title,
      firstName: data.firstName,
      lastName: data.lastName,
      mobile: toE164(data.countryCode, data.mobile),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
