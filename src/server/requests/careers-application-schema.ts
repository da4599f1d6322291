import { z } from "zod";
import { jobs } from "@/config/content-pages";
import { phoneWithCountry } from "@/shared/requests/contact-request-schema";
import { CV_MAX_BYTES } from "@/server/input/upload-limits";
import { personFields, requiredText } from "./enquiry-fields";

/** An application names one of the open positions, or `open` (an open application). */
export const OPEN_APPLICATION = "open";
export const applicationJobs: [string, ...string[]] = [OPEN_APPLICATION, ...jobs.map((job) => job.slug)];

/** The careers application's text fields; the CV travels beside them (see cvProblem). */
export const careersApplicationSchema = personFields
  .extend({
    job: z.enum(applicationJobs, { error: "job" }),
    coverNote: requiredText("coverNote", "coverNoteLength", 4000),
  })
  .refine(phoneWithCountry.check, phoneWithCountry.params);

/** What the browser and the server can both say about the CV before reading it: missing, or too big. */
export function cvProblem(file: { size: number; name: string } | null | undefined): "cv" | "cvSize" | null {
  if (!file || file.size === 0) return "cv";
  if (file.size > CV_MAX_BYTES) return "cvSize";
  return null;
}
