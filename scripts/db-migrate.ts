/** `npm run db:migrate`: apply migrations (to DATABASE_URL, or the embedded database). */
import { prepareDatabase } from "./lib/database";

const database = await prepareDatabase({ seed: false });
await database.stop();
console.log("[db] migrations applied");
