import { notFound } from "next/navigation";

/** Any path without a page of its own: the localized 404 (HTTP 404, not a redirect home). */
export default function UnknownPage() {
  notFound();
}
