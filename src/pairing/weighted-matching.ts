/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its primal–dual form, organised
 * as in Galil, "Efficient algorithms for finding maximum matching in graphs" (ACM Computing Surveys 18, 1986),
 * O(n³). Swiss pairing needs it because the best pairing of a round is a minimum-cost perfect matching on the
 * complete graph of contestants (odd cycles included), which greedy top-down pairing does not find.
 *
 * Weights are bigints so that lexicographic costs (repeats ≫ same club ≫ score differences) can be packed
 * into one exact number. Dual variables are kept doubled, so integer weights give integer arithmetic only.
 *
 * @example
 * maxWeightMatching(4, [
 *   { u: 0, v: 1, weight: 5n }, { u: 1, v: 2, weight: 11n }, { u: 2, v: 3, weight: 5n },
 * ]) //=> [-1, 2, 1, -1]
 * // with maxCardinality = true the answer is [1, 0, 3, 2]: two edges of weight 5 beat one of 11
 */

export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: bigint;
}

const NONE = -1;
/** Labels of top-level blossoms: unreached, outer ("S", even distance from a root), inner ("T"). */
const FREE = 0;
const OUTER = 1;
const INNER = 2;
/** Marks an outer blossom already visited while looking for the common ancestor of two trees. */
const SEEN = 4;

/**
 * Returns `mate`, where `mate[v]` is the vertex matched to `v`, or -1. With `maxCardinality`, the result is
 * the heaviest among the matchings with the most edges.
 */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality = false): number[] {
  if (vertexCount === 0 || edges.length === 0) return new Array<number>(vertexCount).fill(NONE);
  return new BlossomSolver(vertexCount, edges, maxCardinality).solve();
}

/** A matching with the optimal duals that prove it: what an edge left out of the graph would cost them. */
export interface MatchingWithDuals {
  readonly mate: number[];
  /**
   * Twice the reduced cost of an edge u–v of `weight` under the final duals (vertex duals, and those of the
   * blossoms holding both ends), exact when negative (a value not negative may leave the blossoms out). Not
   * negative for every edge of the graph; an edge left out with a negative one could improve the matching,
   * and with none the matching is optimal on the larger graph too (LP duality).
   */
  reducedCost(u: number, v: number, weight: bigint): bigint;
}

export function maxWeightMatchingWithDuals(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality = false): MatchingWithDuals {
  const solver = new BlossomSolver(vertexCount, edges, maxCardinality);
  const mate = vertexCount === 0 || edges.length === 0 ? new Array<number>(vertexCount).fill(NONE) : solver.solve();
  return { mate, reducedCost: (u, v, weight) => solver.reducedCost(u, v, weight) };
}

/** Python-style indexing: the blossom walks count down through negative positions. */
function cyc(list: readonly number[], j: number): number {
  const n = list.length;
  return list[((j % n) + n) % n]!;
}

// Index reads below use `!`: every array is sized for 2n blossom ids or 2m endpoints up front, and the
// algorithm's invariants keep indices in range; a violation would be a bug, caught by the brute-force tests.
class BlossomSolver {
  private readonly n: number;
  /** endpoint[2k] and endpoint[2k+1] are the two ends of edge k; `p ^ 1` is the other end of endpoint p. */
  private readonly endpoint: number[] = [];
  private readonly weight: bigint[] = [];
  /** For each vertex, the far endpoints of its edges. */
  private readonly incident: number[][] = [];
  /** The far endpoint of the vertex's matched edge, or NONE. */
  private readonly mate: number[];
  private readonly label: number[];
  /** The endpoint through which a vertex or blossom got its label. */
  private readonly labelEnd: number[];
  private readonly inBlossom: number[];
  private readonly parent: number[];
  private readonly children: (number[] | undefined)[];
  /** childEnds[b][i] joins children[b][i] to children[b][i + 1] (cyclically). */
  private readonly childEnds: (number[] | undefined)[];
  private readonly base: number[];
  /** The least-slack edge to a different outer blossom (for outer blossoms) or to any outer one (free vertices). */
  private readonly bestEdge: number[];
  private readonly bestEdgesOf: (number[] | undefined)[];
  private readonly unusedIds: number[] = [];
  private readonly dual: bigint[];
  private readonly allowed: boolean[];
  /** After solving, each vertex's outermost blossom (for reducedCost). */
  private outermost: Int32Array | undefined;
  private queue: number[] = [];

  constructor(
    n: number,
    edges: readonly WeightedEdge[],
    private readonly maxCardinality: boolean,
  ) {
    this.n = n;
    let maxWeight = 0n;
    for (let v = 0; v < n; v++) this.incident.push([]);
    edges.forEach((e, k) => {
      this.endpoint.push(e.u, e.v);
      this.weight.push(e.weight);
      this.incident[e.u]!.push(2 * k + 1);
      this.incident[e.v]!.push(2 * k);
      if (e.weight > maxWeight) maxWeight = e.weight;
    });
    this.mate = new Array<number>(n).fill(NONE);
    this.label = new Array<number>(2 * n).fill(FREE);
    this.labelEnd = new Array<number>(2 * n).fill(NONE);
    this.inBlossom = Array.from({ length: n }, (_, i) => i);
    this.parent = new Array<number>(2 * n).fill(NONE);
    this.children = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.childEnds = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.base = Array.from({ length: 2 * n }, (_, i) => (i < n ? i : NONE));
    this.bestEdge = new Array<number>(2 * n).fill(NONE);
    this.bestEdgesOf = new Array<number[] | undefined>(2 * n).fill(undefined);
    for (let b = n; b < 2 * n; b++) this.unusedIds.push(b);
    this.dual = Array.from({ length: 2 * n }, (_, i) => (i < n ? maxWeight : 0n));
    this.allowed = new Array<boolean>(edges.length).fill(false);
  }

  private end(p: number): number {
    return this.endpoint[p]!;
  }

  /** Twice the reduced cost of edge k; zero means the edge is tight and may be used. */
  private slack(k: number): bigint {
    return this.dual[this.end(2 * k)]! + this.dual[this.end(2 * k + 1)]! - 2n * this.weight[k]!;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const c of this.children[b]!) this.leaves(c, out);
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = NONE;
    if (t === OUTER) {
      for (const leaf of this.leaves(b)) this.queue.push(leaf);
    } else {
      // An inner blossom is always matched through its base: its mate becomes outer.
      const m = this.mate[this.base[b]!]!;
      this.assignLabel(this.end(m), OUTER, m ^ 1);
    }
  }

  /** Walk up both trees from v and w: a common base means a new blossom, none means an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let found = NONE;
    let a = v;
    let c = w;
    while (a !== NONE || c !== NONE) {
      let b = this.inBlossom[a]!;
      if (this.label[b]! & SEEN) {
        found = this.base[b]!;
        break;
      }
      path.push(b);
      this.label[b] = OUTER | SEEN;
      if (this.labelEnd[b] === NONE) {
        a = NONE;
      } else {
        a = this.end(this.labelEnd[b]!);
        b = this.inBlossom[a]!;
        a = this.end(this.labelEnd[b]!);
      }
      if (c !== NONE) [a, c] = [c, a];
    }
    for (const b of path) this.label[b] = OUTER;
    return found;
  }

  private addBlossom(baseVertex: number, k: number): void {
    let v = this.end(2 * k);
    let w = this.end(2 * k + 1);
    const bb = this.inBlossom[baseVertex]!;
    let bv = this.inBlossom[v]!;
    let bw = this.inBlossom[w]!;
    const b = this.unusedIds.pop()!;
    this.base[b] = baseVertex;
    this.parent[b] = NONE;
    this.parent[bb] = b;
    const kids: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      kids.push(bv);
      ends.push(this.labelEnd[bv]!);
      v = this.end(this.labelEnd[bv]!);
      bv = this.inBlossom[v]!;
    }
    kids.push(bb);
    kids.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      this.parent[bw] = b;
      kids.push(bw);
      ends.push(this.labelEnd[bw]! ^ 1);
      w = this.end(this.labelEnd[bw]!);
      bw = this.inBlossom[w]!;
    }
    this.children[b] = kids;
    this.childEnds[b] = ends;
    this.label[b] = OUTER;
    this.labelEnd[b] = this.labelEnd[bb]!;
    this.dual[b] = 0n;
    for (const x of this.leaves(b)) {
      // Former inner vertices are outer now and must be scanned.
      if (this.label[this.inBlossom[x]!] === INNER) this.queue.push(x);
      this.inBlossom[x] = b;
    }
    const bestTo = new Array<number>(2 * this.n).fill(NONE);
    for (const c of kids) {
      // A child that was an outer blossom already knows its best edges; otherwise look at every edge.
      const known = this.bestEdgesOf[c];
      const lists = known !== undefined ? [known] : this.leaves(c).map((x) => this.incident[x]!.map((p) => p >> 1));
      for (const list of lists) {
        for (const e of list) {
          const far = this.inBlossom[this.end(2 * e)] === b ? this.end(2 * e + 1) : this.end(2 * e);
          const bj = this.inBlossom[far]!;
          if (bj !== b && this.label[bj] === OUTER && (bestTo[bj] === NONE || this.slack(e) < this.slack(bestTo[bj]!))) {
            bestTo[bj] = e;
          }
        }
      }
      this.bestEdgesOf[c] = undefined;
      this.bestEdge[c] = NONE;
    }
    const list = bestTo.filter((e) => e !== NONE);
    this.bestEdgesOf[b] = list;
    let best = NONE;
    for (const e of list) if (best === NONE || this.slack(e) < this.slack(best)) best = e;
    this.bestEdge[b] = best;
  }

  private expandBlossom(b: number, endStage: boolean): void {
    for (const s of this.children[b]!) {
      this.parent[s] = NONE;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0n) this.expandBlossom(s, endStage);
      else for (const v of this.leaves(s)) this.inBlossom[v] = s;
    }
    if (!endStage && this.label[b] === INNER) {
      // The blossom sat in a tree as an inner node: relabel the even-length path from its entry child to
      // its base so that the tree stays alternating.
      const kids = this.children[b]!;
      const ends = this.childEnds[b]!;
      const entry = this.inBlossom[this.end(this.labelEnd[b]! ^ 1)]!;
      let j = kids.indexOf(entry);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= kids.length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = this.labelEnd[b]!;
      while (j !== 0) {
        this.label[this.end(p ^ 1)] = FREE;
        this.label[this.end(cyc(ends, j - trick) ^ trick ^ 1)] = FREE;
        this.assignLabel(this.end(p ^ 1), INNER, p);
        this.allowed[cyc(ends, j - trick) >> 1] = true;
        j += step;
        p = cyc(ends, j - trick) ^ trick;
        this.allowed[p >> 1] = true;
        j += step;
      }
      const bv = cyc(kids, j);
      this.label[this.end(p ^ 1)] = this.label[bv] = INNER;
      this.labelEnd[this.end(p ^ 1)] = this.labelEnd[bv] = p;
      this.bestEdge[bv] = NONE;
      j += step;
      while (cyc(kids, j) !== entry) {
        const c = cyc(kids, j);
        if (this.label[c] === OUTER) {
          j += step;
          continue;
        }
        const v = this.leaves(c).find((x) => this.label[x] !== FREE);
        if (v !== undefined) {
          this.label[v] = FREE;
          this.label[this.end(this.mate[this.base[c]!]!)] = FREE;
          this.assignLabel(v, INNER, this.labelEnd[v]!);
        }
        j += step;
      }
    }
    this.label[b] = NONE;
    this.labelEnd[b] = NONE;
    this.children[b] = undefined;
    this.childEnds[b] = undefined;
    this.base[b] = NONE;
    this.bestEdgesOf[b] = undefined;
    this.bestEdge[b] = NONE;
    this.unusedIds.push(b);
  }

  /** Flip the matching inside blossom b along the even path from v to the base, making v the new base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const kids = this.children[b]!;
    const ends = this.childEnds[b]!;
    const i = kids.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= kids.length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      let c = cyc(kids, j);
      const p = cyc(ends, j - trick) ^ trick;
      if (c >= this.n) this.augmentBlossom(c, this.end(p));
      j += step;
      c = cyc(kids, j);
      if (c >= this.n) this.augmentBlossom(c, this.end(p ^ 1));
      this.mate[this.end(p)] = p ^ 1;
      this.mate[this.end(p ^ 1)] = p;
    }
    const rotated = kids.slice(i).concat(kids.slice(0, i));
    this.children[b] = rotated;
    this.childEnds[b] = ends.slice(i).concat(ends.slice(0, i));
    this.base[b] = this.base[rotated[0]!]!;
  }

  /** Augment along the path through edge k, which joins the trees of two free vertices. */
  private augmentMatching(k: number): void {
    const starts: [number, number][] = [
      [this.end(2 * k), 2 * k + 1],
      [this.end(2 * k + 1), 2 * k],
    ];
    for (const [start, startP] of starts) {
      let s = start;
      let p = startP;
      for (;;) {
        const bs = this.inBlossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === NONE) break;
        const t = this.end(this.labelEnd[bs]!);
        const bt = this.inBlossom[t]!;
        s = this.end(this.labelEnd[bt]!);
        const j = this.end(this.labelEnd[bt]! ^ 1);
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt]!;
        p = this.labelEnd[bt]! ^ 1;
      }
    }
  }

  /** Scan the queue of outer vertices; true when the matching grew. */
  private growTrees(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (const p of this.incident[v]!) {
        const k = p >> 1;
        const w = this.end(p);
        if (this.inBlossom[v] === this.inBlossom[w]) continue;
        let kslack = 0n;
        if (!this.allowed[k]) {
          kslack = this.slack(k);
          if (kslack <= 0n) this.allowed[k] = true;
        }
        const bw = this.inBlossom[w]!;
        if (this.allowed[k]) {
          if (this.label[bw] === FREE) {
            this.assignLabel(w, INNER, p ^ 1);
          } else if (this.label[bw] === OUTER) {
            const baseVertex = this.scanBlossom(v, w);
            if (baseVertex !== NONE) {
              this.addBlossom(baseVertex, k);
            } else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === FREE) {
            // w is inside an inner blossom and not yet reached: remember how, for when it is expanded.
            this.label[w] = INNER;
            this.labelEnd[w] = p ^ 1;
          }
        } else if (this.label[bw] === OUTER) {
          const b = this.inBlossom[v]!;
          if (this.bestEdge[b] === NONE || kslack < this.slack(this.bestEdge[b]!)) this.bestEdge[b] = k;
        } else if (this.label[w] === FREE) {
          if (this.bestEdge[w] === NONE || kslack < this.slack(this.bestEdge[w]!)) this.bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  /** Change the duals by the largest step that keeps them feasible; false when the stage must end. */
  private adjustDuals(): boolean {
    const n = this.n;
    let type = NONE;
    let delta = 0n;
    let deltaEdge = NONE;
    let deltaBlossom = NONE;
    if (!this.maxCardinality) {
      type = 1;
      delta = this.dual[0]!;
      for (let v = 1; v < n; v++) if (this.dual[v]! < delta) delta = this.dual[v]!;
    }
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v]!] === FREE && this.bestEdge[v] !== NONE) {
        const d = this.slack(this.bestEdge[v]!);
        if (type === NONE || d < delta) {
          delta = d;
          type = 2;
          deltaEdge = this.bestEdge[v]!;
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (this.parent[b] === NONE && this.label[b] === OUTER && this.bestEdge[b] !== NONE) {
        const s = this.slack(this.bestEdge[b]!);
        // Both ends move: half the slack closes the gap. Outer vertices keep one parity, so s is even.
        if (s % 2n !== 0n) throw new Error('weighted matching: odd slack between outer blossoms');
        const d = s / 2n;
        if (type === NONE || d < delta) {
          delta = d;
          type = 3;
          deltaEdge = this.bestEdge[b]!;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b]! >= 0 && this.parent[b] === NONE && this.label[b] === INNER && (type === NONE || this.dual[b]! < delta)) {
        delta = this.dual[b]!;
        type = 4;
        deltaBlossom = b;
      }
    }
    if (type === NONE) {
      // Maximum cardinality reached: one last step to optimality.
      type = 1;
      delta = this.dual[0]!;
      for (let v = 1; v < n; v++) if (this.dual[v]! < delta) delta = this.dual[v]!;
      if (delta < 0n) delta = 0n;
    }
    for (let v = 0; v < n; v++) {
      const l = this.label[this.inBlossom[v]!];
      if (l === OUTER) this.dual[v] = this.dual[v]! - delta;
      else if (l === INNER) this.dual[v] = this.dual[v]! + delta;
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b]! >= 0 && this.parent[b] === NONE) {
        if (this.label[b] === OUTER) this.dual[b] = this.dual[b]! + delta;
        else if (this.label[b] === INNER) this.dual[b] = this.dual[b]! - delta;
      }
    }
    if (type === 1) return false;
    if (type === 2 || type === 3) {
      this.allowed[deltaEdge] = true;
      let i = this.end(2 * deltaEdge);
      if (this.label[this.inBlossom[i]!] === FREE) i = this.end(2 * deltaEdge + 1);
      this.queue.push(i);
    } else {
      this.expandBlossom(deltaBlossom, false);
    }
    return true;
  }

  reducedCost(u: number, v: number, weight: bigint): bigint {
    let s = this.dual[u]! + this.dual[v]! - 2n * weight;
    if (this.outermost === undefined) {
      this.outermost = new Int32Array(this.n);
      for (let x = 0; x < this.n; x++) {
        let b = x;
        while (this.parent[b] !== NONE) b = this.parent[b]!;
        this.outermost[x] = b;
      }
    }
    // Only the blossoms holding both ends count, and there are none unless both lie in one outermost blossom;
    // their duals are never negative, so a reduced cost that is not negative without them is not with them.
    if (s >= 0n || this.outermost[u] !== this.outermost[v]) return s;
    const above: number[] = [];
    for (let b = this.parent[u]!; b !== NONE; b = this.parent[b]!) above.push(b);
    for (let b = this.parent[v]!; b !== NONE; b = this.parent[b]!) if (above.includes(b)) s += 2n * this.dual[b]!;
    return s;
  }

  solve(): number[] {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(FREE);
      this.bestEdge.fill(NONE);
      for (let b = n; b < 2 * n; b++) this.bestEdgesOf[b] = undefined;
      this.allowed.fill(false);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === NONE && this.label[this.inBlossom[v]!] === FREE) this.assignLabel(v, OUTER, NONE);
      }
      let augmented = false;
      for (;;) {
        if (this.growTrees()) {
          augmented = true;
          break;
        }
        if (!this.adjustDuals()) break;
      }
      if (!augmented) break;
      // Outer blossoms whose dual reached zero are no longer needed.
      for (let b = n; b < 2 * n; b++) {
        if (this.parent[b] === NONE && this.base[b]! >= 0 && this.label[b] === OUTER && this.dual[b] === 0n) {
          this.expandBlossom(b, true);
        }
      }
    }
    return this.mate.map((p) => (p === NONE ? NONE : this.end(p)));
  }
}
