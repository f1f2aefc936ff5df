/** Types of the complexity cases (complexity-cases.mjs), for the test that runs them. */
export interface Cost {
  readonly n: number;
  readonly status: number | null;
  readonly stderr: string;
  readonly cpuMs: number;
  readonly maxRssKb: number;
}
export interface ComplexityCase {
  readonly name: string;
  readonly sizes: readonly [number, number];
  readonly files: (n: number) => Record<string, string>;
  readonly argv: (n: number, dir: string) => string[];
  readonly budget: { readonly cpu: number; readonly memory: number };
  readonly before: string;
}
export declare const COMPLEXITY_CASES: readonly ComplexityCase[];
export declare function measureCase(c: ComplexityCase, root: string, scratch: string): { small: Cost; large: Cost; cpu: number; memory: number };
