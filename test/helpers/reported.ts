/**
 * How many problems a rejected run reported on stderr: the lines shown, the "… and N more" after them, and the
 * "N more errors in this file not shown" of a file whose reader kept only the first of them.
 */
export function reportedCount(stderr: string, file: string): number {
  const lines = stderr.split('\n');
  const shown = lines.filter((l) => l.startsWith(`${file}:`) && !/ more (errors|warnings) in this file not shown$/.test(l)).length;
  const more = /^… and (\d+) more$/m.exec(stderr);
  const notKept = new RegExp(`^${file.replace(/\./g, '\\.')}: ([\\d,]+) more errors in this file not shown$`, 'm').exec(stderr);
  return shown + (more ? Number(more[1]) : 0) + (notKept ? Number((notKept[1] as string).replace(/,/g, '')) : 0);
}
