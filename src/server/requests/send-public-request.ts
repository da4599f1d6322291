import "server-only";
import { fileStore } from "@/server/files/get-file-store";
import { guardPublicForm, type PublicForm, type PublicFormContext } from "./guard-public-form";
import {
  findRecentRequest,
  recordRequest,
  requestFingerprint,
  type NewRequest,
  type RecordedRequest,
} from "./record-request";

/** A request as a public form's use case makes it: the language and area are the form's (PublicFormContext). */
export type PublicRequest = Omit<NewRequest, "locale" | "area">;

/** A file checked by its use case (type from its bytes, size), not stored yet. */
export interface PendingFile {
  field: string;
  name: string;
  contentType: string;
  digest: string;
  bytes: Uint8Array;
}

/**
 * The common end of every validated public request (decisions 120, 121), in the form's language and area: a repeat within the minute is
 * answered with the request already stored; then limits and the bot check (guardPublicForm); then the
 * files go to the file store and the request is recorded with both mails. A refusal writes nothing: files
 * stored for a request that is not recorded (an error, or a racing twin) are deleted again.
 */
export async function sendPublicRequest(
  form: PublicForm,
  fields: PublicRequest,
  input: Record<string, unknown>,
  context: PublicFormContext,
  files: PendingFile[] = [],
): Promise<RecordedRequest> {
  const request: NewRequest = { ...fields, locale: context.locale, area: context.area };
  const pending = { ...request, attachments: files.map((f) => ({ field: f.field, digest: f.digest, fileId: "" })) };
  const repeat = await findRecentRequest(requestFingerprint(pending), context.now);
  if (repeat) return repeat;
  await guardPublicForm({
    form,
    ip: context.ip,
    email: request.email,
    botCheck: input.altcha,
    honeypot: input.website,
    now: context.now,
  });

  const store = fileStore();
  const stored: { field: string; digest: string; fileId: string }[] = [];
  const discard = () => Promise.all(stored.map((s) => store.delete(s.fileId)));
  try {
    for (const file of files) {
      const meta = await store.put({
        name: file.name,
        contentType: file.contentType,
        bytes: file.bytes,
        now: context.now,
      });
      stored.push({ field: file.field, digest: file.digest, fileId: meta.id });
    }
    const recorded = await recordRequest({ ...request, attachments: stored }, context.now, context.campaign);
    if (!recorded.created) await discard();
    return recorded;
  } catch (error) {
    await discard();
    throw error;
  }
}
