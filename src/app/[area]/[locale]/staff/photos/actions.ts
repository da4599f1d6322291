"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import type { FormState } from "@/shared/forms/form-state";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import { removePhoto, savePhoto } from "@/server/photos/manage-photos";
import { pagesShowing } from "@/server/photos/photo-pages";
import type { PhotoSubject } from "@/server/photos/photo-rules";
import { withStaff } from "@/server/staff/current-staff";

/** The site's static pages that show the photo, and the back office's own photo screens. */
function refresh(subject: PhotoSubject) {
  for (const [path, type] of pagesShowing(subject)) refreshPages(path, type);
  refreshPages("/[area]/[locale]/staff/photos", "layout");
}

const save = withStaff(
  async (actor, c: ActionContext, file: FormDataEntryValue | null): Promise<FormState> => {
    const uploaded = file instanceof File && file.size > 0 ? file : null;
    const { target } = await savePhoto(actor, c.input, uploaded);
    refresh(target.subject);
    return {
      status: "success",
      message: uploaded ? "Photo saved. The site shows it from now on." : "Descriptions saved.",
    };
  },
  { role: "manager" },
);

const remove = withStaff(
  async (actor, c: ActionContext): Promise<FormState> => {
    const { target } = await removePhoto(actor, { subject: c.input.subject ?? "", key: c.input.key ?? "" });
    refresh(target.subject);
    // The remove form goes with the photo, so its own status line would go too: the page says it instead.
    redirect(
      `${pathFor(c.area, "en", `staff/photos/${encodeURIComponent(target.subject)}/${encodeURIComponent(target.key)}`)}?removed=1`,
    );
  },
  { role: "manager" },
);

export async function savePhotoAction(_: FormState, data: FormData) {
  return runFormAction(data, (c) => save(c, data instanceof FormData ? data.get("photo") : null), {
    fieldMessages: "staff",
  });
}

export async function removePhotoAction(_: FormState, data: FormData) {
  return runFormAction(data, (c) => remove(c), { fieldMessages: "staff" });
}
