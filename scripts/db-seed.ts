/** `npm run db:seed`: apply migrations and load clinics and the catalogue (safe to run twice). */
import { prepareDatabase } from "./lib/database";

const database = await prepareDatabase();
await database.stop();
console.log("[db] seeded");
