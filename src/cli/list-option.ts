/**
 * Options that take a list (`--exclude`, `--withdrawn`): the values may be given space-separated, as
 * separate words after the option, or comma-separated, or both; the same option may also be repeated.
 *
 * @example
 * new Option('--exclude <ids...>').argParser(collectList)   // --exclude 3 7,9 --exclude 12 → ['3', '7', '9', '12']
 */

/** Commander argument parser for a variadic list option: each word split at commas, empty parts dropped. */
export function collectList(value: string, previous: string[] | undefined): string[] {
  const list = previous ?? [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item !== '') list.push(item);
  }
  return list;
}
