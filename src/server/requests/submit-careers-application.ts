import "server-only";
import { createHash } from "node:crypto";
import { jobs } from "@/config/content-pages";
import { AppError } from "@/server/errors/app-error";
import { detectDocumentType, documentContentTypes } from "@/server/files/detect-document-type";
import { storedFileName } from "@/server/files/stored-file-name";
import { careersApplicationSchema, cvProblem, OPEN_APPLICATION } from "./careers-application-schema";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { senderOf } from "./read-public-form";
import { sendPublicRequest } from "./send-public-request";

/** The uploaded CV as the action received it (a File), or nothing. */
export type UploadedFile = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> } | null | undefined;

/**
 * A job application (a posted job or an open application) with its CV. Every field and the CV are judged
 * together (the visitor sees all problems at once): the CV must be there, at most 5 MB, and be a PDF, DOC or
 * DOCX by its bytes, whatever its name says. Then, like every public form, stored once with the CV in the
 * file store, and mailed to the visitor and the careers desk; refusals write nothing.
 */
export async function submitCareersApplication(
  input: Record<string, unknown>,
  cv: UploadedFile,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const parsed = careersApplicationSchema.safeParse(input);
  const problems = parsed.success ? {} : fieldProblems(parsed.error);
  const sizeProblem = cvProblem(cv);
  // Only a file of an acceptable size is read.
  const bytes = sizeProblem || !cv ? null : new Uint8Array(await cv.arrayBuffer());
  const type = bytes ? detectDocumentType(bytes) : null;
  const fileProblem = sizeProblem ?? (type ? null : "cvType");
  if (fileProblem) problems.cv = fileProblem;
  if (!parsed.success || fileProblem || !bytes || !type || !cv) throw new AppError("VALIDATION", {}, problems);
  const data = parsed.data;
  const job = jobs.find((j) => j.slug === data.job);
  // Shown to staff and downloaded under the extension of what the bytes are (`cv.html` holding a PDF: `cv.pdf`).
  const name = storedFileName(cv.name || "cv", documentContentTypes[type]);
  return sendPublicRequest(
    "careers",
    {
      kind: "careers",
      ...senderOf(data),
      clinicSlug: job?.clinic ?? null,
      message: data.coverNote,
      fields: { job: job ? job.slug : OPEN_APPLICATION, cvName: name, cvType: type },
    },
    input,
    context,
    [
      {
        field: "cvFile",
        name,
        contentType: documentContentTypes[type],
        digest: createHash("sha256").update(bytes).digest("hex"),
        bytes,
      },
    ],
  );
}
