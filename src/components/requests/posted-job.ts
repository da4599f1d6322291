import { notFound } from "next/navigation";
import { jobs, type Job } from "@/config/content-pages";

/** A posted job by its slug (a page's parameter), or the page is not found. */
export function postedJob(slug: string): Job {
  const job = jobs.find((j) => j.slug === slug);
  if (!job) notFound();
  return job;
}
