/**
 * USEBIO files as element trees, for the structure tests: what real programs write (each parent's children
 * and their orders, by program) and whether a file of ours keeps to it.
 */

export interface Node {
  readonly name: string;
  readonly attrs: Record<string, string>;
  readonly children: Node[];
  text: string;
}

/** The element tree of a USEBIO file (comments, the declaration and the DOCTYPE left out). */
export function parse(xml: string): Node {
  const body = xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/g, '');
  const root: Node = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: Node[] = [root];
  const re = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(body); m !== null; m = re.exec(body)) {
    const top = stack[stack.length - 1] as Node;
    if (m[5] !== undefined) {
      top.text += m[5];
      continue;
    }
    if (m[1] === '/') {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (m[3] ?? '').matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)) attrs[a[1] as string] = a[2] as string;
    const node: Node = { name: m[2] as string, attrs, children: [], text: '' };
    top.children.push(node);
    if (m[4] !== '/') stack.push(node);
  }
  return root;
}

export function* walk(n: Node, parent?: Node): Generator<{ node: Node; parent: Node | undefined }> {
  yield { node: n, parent };
  for (const c of n.children) yield* walk(c, n);
}

/** The distinct element names of a child sequence, in the order of first appearance. */
export function order(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** What the real files write: children by parent, and each parent's child orders (one per file). */
export class Structure {
  readonly children = new Map<string, Set<string>>();
  readonly orders = new Map<string, Map<string, string[]>>();
  add(root: Node, program: string): void {
    for (const { node } of walk(root)) {
      const kids = this.children.get(node.name) ?? new Set<string>();
      this.children.set(node.name, kids);
      for (const c of node.children) kids.add(c.name);
      if (node.children.length < 2) continue;
      const o = order(node.children.map((c) => c.name));
      const byParent = this.orders.get(node.name) ?? new Map<string, string[]>();
      this.orders.set(node.name, byParent);
      byParent.set(`${program}: ${o.join(' ')}`, o);
    }
  }

  /**
   * A program whose order of the children of `parent` agrees with `ours` on every element both write, at least
   * `min` of them (all of ours when fewer); undefined when no program's does.
   */
  agreeing(parent: string, ours: readonly string[], min = 4): string | undefined {
    for (const [label, theirs] of this.orders.get(parent) ?? []) {
      const shared = ours.filter((n) => theirs.includes(n));
      if (shared.length < Math.min(min, ours.length)) continue;
      const inTheirs = theirs.filter((n) => shared.includes(n));
      if (shared.every((n, i) => inTheirs[i] === n)) return label;
    }
    return undefined;
  }
}
