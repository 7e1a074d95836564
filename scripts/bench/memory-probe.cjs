// Preloaded into the server under test (NODE_OPTIONS=--require): writes the process's own memory
// (RSS, heap, external) to BENCH_MEMORY_FILE every 200 ms, so the bench reads the server's heap
// without the server having an endpoint for it. Renamed into place, so a reader never sees half.
const fs = require('node:fs');

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    fs.writeFileSync(`${file}.next`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.next`, file);
  }, 200).unref();
}
