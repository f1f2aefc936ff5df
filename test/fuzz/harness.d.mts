/** Types of the fuzz harness (harness.mjs), for the tests that use it. */
export interface Scenario {
  readonly name: string;
  readonly argv: readonly string[];
  readonly files: Readonly<Record<string, Uint8Array>>;
  readonly targets: readonly string[];
  readonly variants: readonly (readonly string[])[];
  readonly outputs?: readonly string[];
  readonly db?: 'empty' | 'register' | 'damaged';
}

export interface FuzzCase {
  /** how it was made: a number out of range, an extreme input, random mutations */
  readonly kind: 'sweep' | 'extreme' | 'random' | 'fault';
  readonly scenario: Scenario;
  readonly target: string;
  readonly bytes: Uint8Array;
  readonly mutation: string;
  readonly variant: readonly string[];
  /** the bytes and the mutation's name, made anew */
  materialize(): { bytes: Uint8Array; mutation: string };
}

export interface GenerateOptions {
  readonly seed: number;
  readonly random?: number;
  readonly sweep?: boolean | number;
  readonly extremes?: boolean | 'per-reader';
  /** failing writes and reads, injected (cases.mjs FAULTS) */
  readonly faults?: boolean;
  readonly sweepValues?: readonly string[];
}

export function prng(seed: number): () => number;
export function loadScenarios(root: string): Scenario[];
export function generateCases(scenarios: readonly Scenario[], options: GenerateOptions): FuzzCase[];
export function mutate(bytes: Uint8Array, r: () => number): { bytes: Uint8Array; mutation: string };
export function numberPlaces(name: string, bytes: Uint8Array): { label: string; apply: (value: string) => Uint8Array }[];
export function checkRun(run: { code: number | string; stderr: string; written: ReadonlyMap<string, unknown> }, argv: readonly string[], inputs: readonly string[], scenario?: Partial<Scenario>): string[];
export function errorLines(stderr: string): string[];
export function placeOf(line: string, inputs: readonly string[], argv: readonly string[]): 'line' | 'file' | 'none';
export const BAD_NUMBERS: readonly string[];
export const DB_FILE: string;
export function makeDatabase(runCli: (argv: readonly string[], deps: never) => Promise<number>, root: string): Promise<Uint8Array>;
export function attachDatabase(scenarios: readonly Scenario[], bytes: Uint8Array): void;
