/**
 * autocannon ships no type declarations; this is the part of its API the page-load benchmarks use
 * (bench/ssr.ts and bench/next-compare.ts): GET requests with headers, answered with averages.
 */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

export const autocannon = createRequire(__filename)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
