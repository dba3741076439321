/* The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    headers?: Record<string, string>
  }
  type Histogram = { average: number; p50: number; p99: number }
  type Result = {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    totalCompletedRequests: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
