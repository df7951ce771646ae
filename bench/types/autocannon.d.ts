/**
 * The part of autocannon 9's API the bench uses (the package ships no types, and
 * @types/autocannon is not a dependency of this repository).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request of a scenario; setupRequest may rewrite it before each send. */
  export type Request = {
    readonly method?: string;
    readonly path?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly setupRequest?: (request: Request) => Request;
  };

  export type Options = {
    readonly url: string;
    readonly method?: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: string;
    readonly requests?: readonly Request[];
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    /** Seconds. */
    readonly timeout?: number;
    readonly excludeErrorStats?: boolean;
  };

  export type Histogram = {
    readonly average: number;
    readonly mean: number;
    readonly stddev: number;
    readonly min: number;
    readonly max: number;
    readonly total: number;
    readonly p50: number;
    readonly p90: number;
    readonly p99: number;
  };

  export type Result = {
    readonly requests: Histogram & { readonly sent: number };
    readonly latency: Histogram;
    readonly throughput: Histogram;
    /** Seconds. */
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly '2xx'?: number;
  };

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): EventEmitter;
}
