// The printed report: one row per scenario, then what went wrong, if anything.
const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

export function printReport(results) {
  const rows = results.map((stats) => ({
    scenario: stats.name,
    sent: stats.sent,
    acknowledged: stats.acked,
    '503s': stats.unavailable,
    'other failures': stats.otherFailures,
    crashes: stats.crashes,
    'lost acked writes': stats.lostEntries.length,
    'orphans after kills': stats.orphansLeft ?? '-',
    'orphan files': stats.orphans,
    'serve again max': ms(Math.max(...stats.recoveryMs)),
    'serve again median': ms(median(stats.recoveryMs)),
  }));
  console.log('\nChaos report');
  console.table(rows);
  console.log(
    'other failures: requests cut by kill -9 or refused; "orphans after kills" ignores the age rule,' +
      '\n"orphan files" is counted after the start-up sweep (uploads aged past its 10 minutes).',
  );
  for (const stats of results) {
    const kinds = Object.entries(stats.failureKinds).map(([kind, count]) => `${kind} ×${count}`);
    if (kinds.length > 0) console.log(`${stats.name}: ${kinds.join(', ')}`);
    for (const entry of stats.crashLog) console.log(`${stats.name}: CRASH ${entry}`);
    for (const entry of stats.lostEntries.slice(0, 10))
      console.log(`${stats.name}: LOST ${entry.table} ${entry.id} (round ${entry.round})`);
  }
  return results.every(
    (stats) => stats.crashes === 0 && stats.lostEntries.length === 0 && stats.orphans === 0,
  );
}
