/**
 * The links of each page of a PDF that Chromium prints (`page.pdf()`): the page tree's pages in order, each
 * with the URIs of its link annotations. A browser test marks elements with links and reads back on which
 * printed page each mark landed. Reads Chromium's own output only (plain objects, no object streams).
 */

/** The URIs of the links on each page, in page order. */
export function linksByPage(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(Number(m[1]), m[2] as string);
  const refs = (dict: string, key: string): number[] => {
    const list = new RegExp(`/${key}\\s*\\[([^\\]]*)\\]`).exec(dict)?.[1] ?? '';
    return [...list.matchAll(/(\d+) 0 R/g)].map((r) => Number(r[1]));
  };
  const root = [...objects.entries()].find(([, o]) => /\/Type\s*\/Pages\b/.test(o) && !/\/Parent\b/.test(o));
  if (root === undefined) throw new Error('no page tree in the PDF');
  const pages: string[] = [];
  const walk = (n: number): void => {
    const o = objects.get(n) ?? '';
    if (/\/Type\s*\/Pages\b/.test(o)) for (const kid of refs(o, 'Kids')) walk(kid);
    else pages.push(o);
  };
  walk(root[0]);
  return pages.map((page) =>
    refs(page, 'Annots').flatMap((a) => {
      const uri = /\/URI\s*\(([^)]*)\)/.exec(objects.get(a) ?? '')?.[1];
      return uri === undefined ? [] : [uri];
    }),
  );
}
