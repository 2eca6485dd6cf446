// Preloaded into the site by `SOAK_LIVE_HEAP=1 npm run soak` (node --expose-gc --import): on
// SIGUSR2 it runs a full garbage collection and writes the heap still in use (MiB) to
// LIVE_HEAP_FILE, so that the soak can tell memory that is really kept (a leak) from heap V8 has
// grown and not yet given back (RSS). Measurement only; never loaded in production.
import { writeFileSync } from "node:fs";

const file = process.env.LIVE_HEAP_FILE;
if (file && typeof globalThis.gc === "function") {
  process.on("SIGUSR2", () => {
    globalThis.gc();
    writeFileSync(file, String(Math.round((process.memoryUsage().heapUsed / 1048576) * 10) / 10));
  });
}
