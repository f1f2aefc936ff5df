/**
 * How far play has got, as the outputs published during a session say it (`--watch`, `--provisional`,
 * `--final`, `--previous`): the rounds complete, the results entered, and what was corrected since.
 *
 * @example
 * const status: ProvisionalStatus = { rounds: 9, complete: [1, 2, 3, 4, 5], results: 165 };
 */

export interface ProvisionalStatus {
  /** the rounds of the movement, when it is known */
  readonly rounds?: number;
  /** the rounds in which every table has entered every board, ascending */
  readonly complete: readonly number[];
  /** results entered so far */
  readonly results: number;
  /** scored as play stands (rounds still to play): every pair ranked on the boards it has played, and the page says so */
  readonly onPlayed?: boolean;
  /** `--final`: the page is published as final (no provisional mark; it says "Final results") */
  readonly final?: boolean;
  /** neither provisional nor final: no banner (a page that only carries `corrections`) */
  readonly plain?: boolean;
  /** `--previous`: the results corrected since the version published before, and the date of the correction */
  readonly corrections?: CorrectionNotice;
}

/** What changed since the last published version, as the page tells it. */
export interface CorrectionNotice {
  /** YYYY-MM-DD */
  readonly date?: string;
  readonly results: readonly {
    readonly board: number;
    readonly table?: number;
    readonly section?: string;
    /** the result as published before, and as it is now ("4S= N", "PASS", "A60/40") */
    readonly was: string;
    readonly now: string;
  }[];
}

/** What the outputs say of how far play has got: provisional (and how far), final, or nothing to say. */
export interface PlayMark {
  /** the outputs are marked provisional */
  readonly provisional: boolean;
  readonly status: ProvisionalStatus;
}
