// The part of autocannon's API bench/ uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests a second for the whole instance (all its connections): an open loop. */
    overallRate?: number;
    headers?: Record<string, string>;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): EventEmitter;
  export default autocannon;
}
