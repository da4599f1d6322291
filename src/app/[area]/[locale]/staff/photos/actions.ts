"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { formFields, staffAction } from "@/server/forms/action";
import { removePhoto, savePhoto } from "@/server/photos/manage-photos";
import { pagesShowing } from "@/server/photos/photo-pages";
import type { PhotoSubject } from "@/server/photos/photo-rules";

/** The site's static pages that show the photo, and the back office's own photo screens. */
function refresh(subject: PhotoSubject) {
  for (const [path, type] of pagesShowing(subject)) refreshPages(path, type);
  refreshPages("/[area]/[locale]/staff/photos", "layout");
}

const manager = staffAction({ role: "manager" });

export const savePhotoAction = manager(formFields, async (input, ctx) => {
  const uploaded = ctx.files.photo ?? null;
  const { target } = await savePhoto(ctx.actor, input, uploaded);
  refresh(target.subject);
  return {
    status: "success",
    message: uploaded ? "Photo saved. The site shows it from now on." : "Descriptions saved.",
  };
});

export const removePhotoAction = manager(formFields, async (input, ctx) => {
  const { target } = await removePhoto(ctx.actor, { subject: input.subject ?? "", key: input.key ?? "" });
  refresh(target.subject);
  // The remove form goes with the photo, so its own status line would go too: the page says it instead.
  redirect(
    `${pathFor(ctx.area, "en", `staff/photos/${encodeURIComponent(target.subject)}/${encodeURIComponent(target.key)}`)}?removed=1`,
  );
});
