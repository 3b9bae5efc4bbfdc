import type { Parameters } from 'fast-check';

/**
 * How many generated cases a property test runs: a fixed sample in an ordinary run, the same on
 * every machine and quick; in CI `inCI` (ten times as many unless a long case says fewer), from a
 * new seed each time. fast-check prints the seed and the smallest failing case when a property
 * fails, to run it again with `seed`.
 */
export function generatedRuns(
  sample: number,
  seed: number,
  inCI = sample * 10,
): Parameters<unknown> {
  return process.env.CI ? { numRuns: inCI } : { numRuns: sample, seed };
}
