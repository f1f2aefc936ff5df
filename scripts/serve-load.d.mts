export interface LoadResult {
  readonly requests: number;
  readonly bad: string[];
  readonly times: number[];
  readonly versions: number[][];
}
export function poll(base: string, paths: readonly string[], count: number, ms: number, pauseMs?: number): Promise<LoadResult>;
export function percentile(sorted: readonly number[], p: number): number;
