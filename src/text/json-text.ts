/**
 * The one layout of every JSON document the program writes: compact (one line) for programs, or indented by two
 * spaces for reading. A command indents with `--pretty`, or when it writes to a terminal (src/cli/json-layout.ts).
 *
 * @example
 * jsonText({ a: [1, 2] }, false) //=> '{"a":[1,2]}\n'
 * jsonText({ a: 1 }, true) //=> '{\n  "a": 1\n}\n'
 */
export function jsonText(value: unknown, pretty: boolean): string {
  return `${pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)}\n`;
}
