/**
 * A progress meter for long work (simulate with many trials): one line on stderr, redrawn in place, with
 * the share done and an estimate of the time left. Drawn only when stderr is a terminal and the work has
 * already taken a moment (a quick run shows nothing); cleared before anything else is printed.
 */
import type { Io } from './io.js';

/** A run shorter than this never shows the meter (no flicker). */
const SHOW_AFTER_MS = 500;
/** Redraws at most this often. */
const REDRAW_MS = 100;
const BAR = 20;

export type ProgressMeter = {
  /** `done` of the total finished. */
  readonly update: (done: number) => void;
  /** Erase the line, if drawn. */
  readonly clear: () => void;
};

/** "3m 12s", "45s", "1h 02m". */
export function durationText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/** "1.2M", "340k", "900". */
function countText(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(n >= 1e7 ? 0 : 1)}M`;
  if (n >= 1e4) return `${Math.round(n / 1e3)}k`;
  return String(n);
}

/** The meter's line: "simulating [████░░░░] 42% · 4.2M of 10M trials · about 3m 12s left". */
export function progressLine(what: string, done: number, total: number, elapsedMs: number, width: number): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * BAR);
  const left = done === 0 ? '' : ` · about ${durationText((elapsedMs / done) * (total - done))} left`;
  const line = `${what} [${'█'.repeat(filled)}${'░'.repeat(BAR - filled)}] ${Math.floor(share * 100)}% · ${countText(done)} of ${countText(total)}${left}`;
  return [...line].slice(0, width - 1).join('');
}

/** A meter for `total` units of work, or one that draws nothing (stderr not a terminal, or not wanted). */
export function progressMeter(io: Io, what: string, total: number, width: number, wanted: boolean): ProgressMeter {
  if (!wanted || io.stderrIsTTY !== true) return { update: () => undefined, clear: () => undefined };
  const now = io.now ?? Date.now;
  const write = io.progress ?? io.stderr;
  const start = now();
  let drawn = false;
  let last = -Infinity;
  return {
    update(done) {
      const t = now();
      if (t - start < SHOW_AFTER_MS || t - last < REDRAW_MS) return;
      last = t;
      drawn = true;
      write(`\r${progressLine(what, done, total, t - start, width)}\u001b[K`);
    },
    clear() {
      if (drawn) write('\r\u001b[K');
      drawn = false;
    },
  };
}
