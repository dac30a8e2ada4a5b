// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send on a connection; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  type Options = {
    url: string;
    duration: number;
    connections: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Histogram = {average: number; p50: number; p99: number};
  type Result = {requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number};
  export default function autocannon(options: Options): Promise<Result>;
}
