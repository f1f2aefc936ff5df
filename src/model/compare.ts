export interface Difference {
  readonly what: string;
  readonly where: string;
  readonly published: string;
  readonly ours: string;
  readonly ok: boolean;
}

export interface Comparison {
  readonly lines: Difference[];
  readonly totals: Difference[];
  /** what was not compared, and why */
  readonly notes: string[];
  /** set when the file's numbers are of another kind than ours (IMPs against matchpoints): nothing compared */
  readonly mismatch?: string;
}

export interface Decision {
  readonly what: string;
  readonly value: string;
  readonly why: string;
}
