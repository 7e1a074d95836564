// Preloaded into the server under test (`node -r`): what the bench reads from inside the server
// without the server having an endpoint for it. Every 200 ms it writes its main thread's memory
// (RSS, heap, external) to BENCH_PROBE_FILE; on SIGUSR2 it closes a window of event-loop delay
// (the delay since the previous SIGUSR2), writes it there at once and starts a new one. The file is
// renamed into place, so a reader never sees half of it. Not part of the product.
const fs = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { isMainThread } = require('node:worker_threads');

const file = process.env.BENCH_PROBE_FILE;
// Worker threads (the embedded database) load preloads too; the server's loop is the main one.
if (file && isMainThread) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The histogram holds whole timer intervals; the delay is what lies beyond the resolution.
  const lateness = (nanoseconds) =>
    Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

  let windows = 0;
  let loopDelay = null;
  const write = () => {
    const sample = { memory: process.memoryUsage(), windows, loopDelay };
    fs.writeFileSync(`${file}.next`, JSON.stringify(sample));
    fs.renameSync(`${file}.next`, file);
  };
  setInterval(write, 200).unref();
  process.on('SIGUSR2', () => {
    loopDelay = {
      p50: lateness(histogram.percentile(50)),
      p99: lateness(histogram.percentile(99)),
      max: lateness(histogram.max),
    };
    windows += 1;
    histogram.reset();
    write();
  });
}
