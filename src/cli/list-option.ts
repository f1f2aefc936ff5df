/**
 * Options that take a list (`--exclude`, `--withdrawn`, `--scorecards`): one comma-separated value, and the
 * option may be repeated. Never a variadic option (`<ids...>`): that would take the files after it as more
 * values (`--scorecards 2 travellers.csv` left no file).
 *
 * @example
 * new Option('--exclude <ids>').argParser(collectList)   // --exclude 3,7,9 --exclude 12 → ['3', '7', '9', '12']
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
