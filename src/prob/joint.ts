/**
 * Joint distributions of two counts (a, b) over 0..rows-1 × 0..cols-1, row-major: data[a * cols + b].
 * The engine uses them for (wounds that must be saved, critical wounds that become mortal wounds),
 * which come from the same attacks and so are not independent.
 */
import { binomial, compound, NEGLIGIBLE, total, type Pmf } from './pmf.js';

export type Joint = {
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
};

export function jointConstant(a: number, b: number): Joint {
  const out = emptyJoint(a + 1, b + 1);
  out.data[a * (b + 1) + b] = 1;
  return out;
}

export function emptyJoint(rows: number, cols: number): Joint {
  return { rows, cols, data: new Float64Array(rows * cols) };
}

/** A distribution of `a` alone, with b = 0. */
export function jointFromPmf(a: Pmf): Joint {
  return { rows: a.length, cols: 1, data: Float64Array.from(a) };
}

export function jointConvolve(x: Joint, y: Joint): Joint {
  const out = emptyJoint(x.rows + y.rows - 1, x.cols + y.cols - 1);
  // Iterate over y's non-zero cells only: y is the small per-attack kernel in the engine.
  const cells: number[] = [];
  for (let i = 0; i < y.rows; i++) {
    for (let j = 0; j < y.cols; j++) {
      const p = y.data[i * y.cols + j]!;
      if (p !== 0) cells.push(i, j, p);
    }
  }
  for (let a = 0; a < x.rows; a++) {
    for (let b = 0; b < x.cols; b++) {
      const p = x.data[a * x.cols + b]!;
      if (p === 0) continue;
      for (let c = 0; c < cells.length; c += 3) {
        out.data[(a + cells[c]!) * out.cols + b + cells[c + 1]!]! += p * cells[c + 2]!;
      }
    }
  }
  return out;
}

/** Σ weights[i] · parts[i]. */
export function jointMixture(weights: ArrayLike<number>, parts: readonly Joint[]): Joint {
  let rows = 1;
  let cols = 1;
  for (let i = 0; i < parts.length; i++) {
    if (weights[i]! === 0) continue;
    rows = Math.max(rows, parts[i]!.rows);
    cols = Math.max(cols, parts[i]!.cols);
  }
  const out = emptyJoint(rows, cols);
  for (let i = 0; i < parts.length; i++) {
    const w = weights[i]!;
    if (w === 0) continue;
    const part = parts[i]!;
    for (let a = 0; a < part.rows; a++) {
      for (let b = 0; b < part.cols; b++) out.data[a * cols + b]! += w * part.data[a * part.cols + b]!;
    }
  }
  return out;
}

/**
 * Total of N independent copies of x, N random with pmf `count`. One count alone is the compound of
 * pmf.ts; two are summed copy after copy in two buffers (no joint allocated per copy), each copy
 * visiting only the rectangle where the sum so far has mass.
 */
export function jointCompound(count: Pmf, x: Joint): Joint {
  const maxN = count.length - 1;
  const out = emptyJoint(maxN * (x.rows - 1) + 1, maxN * (x.cols - 1) + 1);
  if (x.cols === 1) {
    const pmf = compound(count, x.data);
    out.data.set(pmf.length > out.rows ? pmf.subarray(0, out.rows) : pmf);
    return out;
  }
  const cells: number[] = [];
  for (let i = 0; i < x.rows; i++) {
    for (let j = 0; j < x.cols; j++) {
      const p = x.data[i * x.cols + j]!;
      if (p !== 0) cells.push(i, j, p);
    }
  }
  if (cells.every((_, c) => c % 3 !== 0 || cells[c]! + cells[c + 1]! <= 1)) return trinomialCompound(count, x, out);
  const { rows, cols } = out;
  let power = new Float64Array(rows * cols);
  let next = new Float64Array(rows * cols);
  power[0] = 1;
  // the rectangles (rows r0..r1, columns c0..c1) where power and next hold values
  let box = { r0: 0, r1: 0, c0: 0, c1: 0 };
  let stale = { r0: 0, r1: -1, c0: 0, c1: -1 };
  const clear = (data: Float64Array, b: typeof box) => {
    for (let a = b.r0; a <= b.r1; a++) data.fill(0, a * cols + b.c0, a * cols + b.c1 + 1);
  };
  for (let n = 0; n <= maxN; n++) {
    if (n > 0) {
      clear(next, stale);
      for (let a = box.r0; a <= box.r1; a++) {
        for (let b = box.c0; b <= box.c1; b++) {
          const p = power[a * cols + b]!;
          if (p === 0) continue;
          for (let c = 0; c < cells.length; c += 3) next[(a + cells[c]!) * cols + b + cells[c + 1]!]! += p * cells[c + 2]!;
        }
      }
      [power, next] = [next, power];
      stale = box;
      box = { r0: box.r0, r1: box.r1 + x.rows - 1, c0: box.c0, c1: box.c1 + x.cols - 1 };
      // Thousands of copies: the far corners (below NEGLIGIBLE, pmf.ts) would make this cubic.
      if ((box.r1 - box.r0 + 1) * (box.c1 - box.c0 + 1) > LARGE_JOINT) box = trimNegligible(power, cols, box);
    }
    const w = count[n]!;
    if (w === 0) continue;
    for (let a = box.r0; a <= box.r1; a++) {
      for (let b = box.c0; b <= box.c1; b++) out.data[a * cols + b]! += w * power[a * cols + b]!;
    }
  }
  return out;
}

/**
 * Each copy is (0,0), (1,0) or (0,1) (one attack that fails, wounds, or wounds critically): the successes
 * K = a + b are a compound sum of one count, and given K = k each success is an a independently, so
 * P(a, b) = P(K = a + b) · Binomial(a + b, r)(a) with r = P(1,0) / (P(1,0) + P(0,1)). Quadratic in the
 * copies where summing them one by one is cubic.
 */
function trinomialCompound(count: Pmf, x: Joint, out: Joint): Joint {
  const pa = x.rows > 1 ? x.data[x.cols]! : 0;
  const pb = x.cols > 1 ? x.data[1]! : 0;
  const successes = pa + pb;
  if (successes === 0) {
    out.data[0] = total(count);
    return out;
  }
  const k = compound(count, Float64Array.of(x.data[0]!, successes));
  const r = Math.min(1, pa / successes);
  for (let n = 0; n < k.length; n++) {
    if (k[n] === 0) continue;
    const split = binomial(n, r);
    for (let a = 0; a <= n && a < out.rows; a++) if (n - a < out.cols) out.data[a * out.cols + n - a]! += k[n]! * split[a]!;
  }
  return out;
}

/** Joints of more cells than this drop their NEGLIGIBLE edges while they are summed. */
const LARGE_JOINT = 1 << 16;

type Box = { r0: number; r1: number; c0: number; c1: number };

/** The box narrowed past edge rows and columns whose every value is below NEGLIGIBLE (those set to 0). */
function trimNegligible(data: Float64Array, cols: number, box: Box): Box {
  const b = { ...box };
  const rowSmall = (a: number) => {
    for (let c = b.c0; c <= b.c1; c++) if (data[a * cols + c]! >= NEGLIGIBLE) return false;
    return true;
  };
  const colSmall = (c: number) => {
    for (let a = b.r0; a <= b.r1; a++) if (data[a * cols + c]! >= NEGLIGIBLE) return false;
    return true;
  };
  const zeroRow = (a: number) => data.fill(0, a * cols + b.c0, a * cols + b.c1 + 1);
  const zeroCol = (c: number) => {
    for (let a = b.r0; a <= b.r1; a++) data[a * cols + c] = 0;
  };
  while (b.r0 < b.r1 && rowSmall(b.r0)) zeroRow(b.r0++);
  while (b.r1 > b.r0 && rowSmall(b.r1)) zeroRow(b.r1--);
  while (b.c0 < b.c1 && colSmall(b.c0)) zeroCol(b.c0++);
  while (b.c1 > b.c0 && colSmall(b.c1)) zeroCol(b.c1--);
  return b;
}

/** Distribution of a alone. */
export function marginalRows(x: Joint): Pmf {
  const out = new Float64Array(x.rows);
  for (let a = 0; a < x.rows; a++) {
    let s = 0;
    for (let b = 0; b < x.cols; b++) s += x.data[a * x.cols + b]!;
    out[a] = s;
  }
  return out;
}

/** Distribution of b alone. */
export function marginalCols(x: Joint): Pmf {
  const out = new Float64Array(x.cols);
  for (let a = 0; a < x.rows; a++) {
    for (let b = 0; b < x.cols; b++) out[b]! += x.data[a * x.cols + b]!;
  }
  return out;
}

/**
 * One die of a batch re-rolled (Command Re-roll): `all` is the batch, `none` its part where no die could
 * be re-rolled (a sub-distribution), `fresh` what the re-rolled die yields. Where some die could be, one of
 * them (worth 0) is replaced by a fresh one: none + (all − none) ⊗ fresh.
 */
export function withOneReroll(all: Joint, none: Joint, fresh: Joint): Joint {
  const some = emptyJoint(all.rows, all.cols);
  for (let a = 0; a < all.rows; a++) {
    for (let b = 0; b < all.cols; b++) {
      const inNone = a < none.rows && b < none.cols ? none.data[a * none.cols + b]! : 0;
      some.data[a * all.cols + b] = Math.max(0, all.data[a * all.cols + b]! - inNone);
    }
  }
  return jointMixture([1, 1], [none, jointConvolve(some, fresh)]);
}
