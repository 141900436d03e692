// What bench/load adds to bench/autocannon.d.ts: per-request setup (random ids, a fresh body or
// forwarded address per request) and a request timeout. Declarations of the same module merge.
declare module 'autocannon' {
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (req: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }
  export interface Options {
    method?: string;
    body?: string | Buffer;
    timeout?: number;
    requests?: RequestSpec[];
  }
}
