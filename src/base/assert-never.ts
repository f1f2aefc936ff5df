/**
 * The default of every exhaustive `switch` on a union: a compile error when a case is missing, and a clear
 * failure if a value the types rule out arrives anyway.
 *
 * @example
 * default: return assertNever(outcome);
 */
export function assertNever(x: never): never {
  throw new Error(`unexpected value ${JSON.stringify(x)}`);
}
