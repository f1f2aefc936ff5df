import type { FuzzCase, Scenario } from './harness.mjs';
export interface PoolResult {
  codes: number[];
  failures: string[];
  stderr: string;
  unlocated?: string[];
  hang?: boolean;
  ms: number;
}
export function runPool(
  cases: readonly FuzzCase[],
  options: {
    scenarios: readonly Scenario[];
    root: string;
    program: 'sources' | 'dist';
    workers?: number;
    budgetMs?: number;
    memoryMb?: number;
    onResult?: (i: number, result: PoolResult) => void;
  },
): Promise<PoolResult[]>;
