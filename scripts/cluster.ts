/**
 * `npm run cluster` (issue 43, decision 255): the site as several instances behind a load balancer, on this
 * machine, with the demo data: the machine's PostgreSQL (127.0.0.1:5432, trust; database CLUSTER_DATABASE,
 * `aurum_cluster` by default), an S3-compatible server, CLUSTER_INSTANCES (2) instances of one build and nginx in
 * front, round robin, on http://127.0.0.1:CLUSTER_BASE_PORT (4604). Ctrl-C (or SIGTERM) stops all of them.
 * `-- --fresh` starts from an empty database, `-- --rebuild` forces a build.
 */
import { abandonCluster, startCluster } from "./lib/cluster";

// Ctrl-C while it starts (a build, instances coming up): end what was started so far.
const abandon = () => void abandonCluster().then(() => process.exit(130));
process.once("SIGINT", abandon);
process.once("SIGTERM", abandon);
const cluster = await startCluster({
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  fresh: process.argv.includes("--fresh"),
  rebuild: process.argv.includes("--rebuild"),
});
process.off("SIGINT", abandon);
process.off("SIGTERM", abandon);
console.log(`\n[cluster] ready: ${cluster.base} (Ctrl-C stops every process it started)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("[cluster] stopping…");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
