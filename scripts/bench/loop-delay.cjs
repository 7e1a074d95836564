// Preloaded (`node -r`) into a server by scripts/bench/embedded-db.mjs: on each SIGUSR2 it appends
// the event loop's delay since the previous signal to LOOP_DELAY_FILE as a JSON line, then starts
// counting anew. Not part of the product.
const fs = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');

const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

// The histogram holds whole timer intervals; the delay is what lies beyond the resolution.
const lateness = (nanoseconds) =>
  Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10);

process.on('SIGUSR2', () => {
  const delay = {
    p50: lateness(histogram.percentile(50)),
    p99: lateness(histogram.percentile(99)),
    max: lateness(histogram.max),
  };
  fs.appendFileSync(process.env.LOOP_DELAY_FILE, `${JSON.stringify(delay)}\n`);
  histogram.reset();
});
