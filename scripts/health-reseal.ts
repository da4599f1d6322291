/**
 * `npm run health:reseal`: after putting a new key first in HEALTH_DATA_KEYS (decision 181), seal every health
 * questionnaire again with it, so the old key can then be removed. Run with the same DATABASE_URL and
 * HEALTH_DATA_KEYS as the site (with the embedded database, stop the site first). Safe to run again.
 */
import { resealHealthData } from "../src/server/health/reseal-health-data";

try {
  const moved = await resealHealthData();
  console.log(`health:reseal: ${moved} questionnaire(s) sealed again with the current key.`);
  process.exit(0);
} catch (error) {
  console.error(`health:reseal failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
