// Prints the medians of `vitest bench` (reports/bench.json) against the one-frame budget.
import { readFileSync } from 'node:fs';

const FRAME_MS = 16;
const report = JSON.parse(readFileSync('reports/bench.json', 'utf8'));
let over = false;
for (const file of report.files) {
  for (const group of file.groups) {
    console.log(group.fullName.replace(/^.*> /, ''));
    for (const b of group.benchmarks) {
      const verdict = b.median < FRAME_MS ? 'under one frame' : 'OVER one frame';
      over ||= b.median >= FRAME_MS;
      console.log(
        `  median ${b.median.toFixed(4)} ms  p99 ${b.p99.toFixed(4)} ms  (${b.sampleCount} samples)  ${b.name}: ${verdict}`,
      );
    }
  }
}
if (over) process.exit(1);
