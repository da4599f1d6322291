import { dayCloseCsvAsStaff } from "@/server/day-close/day-close-handlers";
import { staffFileResponse } from "@/server/files/staff-file-response";
import { queryValue } from "@/server/input/query-value";

export const dynamic = "force-dynamic";

/**
 * A clinic day's close as a CSV file (decision 235), for the same people as the page: reception and above at their
 * clinics. Signed out or without the second factor: 401; a customer: 403; another clinic: 404. Never cached.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return staffFileResponse(async () => {
    const file = await dayCloseCsvAsStaff({
      clinic: queryValue(query.get("clinic") ?? undefined) || undefined,
      day: queryValue(query.get("day") ?? undefined) || undefined,
    });
    return {
      bytes: new TextEncoder().encode(file.text),
      contentType: "text/csv; charset=utf-8",
      filename: file.filename,
    };
  });
}
