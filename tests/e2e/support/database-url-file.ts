import { tmpdir } from "node:os";
import path from "node:path";

/** Where the e2e server leaves its database URL for the journeys (outside the build folder, which builds wipe). */
export function e2eDatabaseUrlFile(port: string | number): string {
  return path.join(tmpdir(), `aurum-e2e-${port}.database-url`);
}
