import { inject } from "vitest";

// Domain code reads DATABASE_URL through getDb(); point it at the run's test database.
process.env.DATABASE_URL = inject("databaseUrl");
