/**
 * bin/std-output.cjs, the bin's standard output and error: Node's stream on a terminal, synchronous writes
 * to the descriptor on a pipe or a file, the stream for the rest when a write would block; a reader of
 * stdout that has gone ends the command quietly, another stdout failure is said, a failed stderr is
 * dropped. The system calls are faked here; test/cli/e2e.test.ts runs the real ones through pipes.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Output = { write: (chunk: string | Uint8Array) => boolean; isTTY: () => boolean; columns: () => number | undefined };
type System = {
  fstatSync: (fd: number) => { isCharacterDevice: () => boolean };
  writeSync: (fd: number, bytes: Uint8Array, offset: number) => number;
  exit: (code: number) => void;
};

const require = createRequire(import.meta.url);
const { output, standardOutputs } = require('../../bin/std-output.cjs') as {
  output: (fd: number, stream: () => FakeStream, failed: (error: NodeJS.ErrnoException) => void, system: System) => Output;
  standardOutputs: (system: System) => { stdout: Output; stderr: Output };
};

class FakeStream extends EventEmitter {
  readonly written: Buffer[] = [];
  constructor(
    readonly isTTY = false,
    readonly columns?: number,
  ) {
    super();
  }
  write(chunk: string | Uint8Array): boolean {
    this.written.push(Buffer.from(chunk));
    return true;
  }
}

const error = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

/** Descriptors that are pipes (or terminals), take `perCall` bytes a call, and fail as `failAt` says. */
function fakeSystem({ terminal = false, perCall = 3, failAt }: { terminal?: boolean; perCall?: number; failAt?: { fd: number; byte: number; code: string } } = {}) {
  const written = new Map<number, number[]>([
    [1, []],
    [2, []],
  ]);
  const exits: number[] = [];
  const system: System = {
    fstatSync: () => ({ isCharacterDevice: () => terminal }),
    writeSync: (fd, bytes, offset) => {
      const into = written.get(fd)!;
      if (failAt !== undefined && fd === failAt.fd && into.length >= failAt.byte) throw error(failAt.code);
      const taken = [...bytes.subarray(offset, offset + perCall)];
      into.push(...taken);
      return taken.length;
    },
    exit: (code) => void exits.push(code),
  };
  return { system, exits, text: (fd: number) => Buffer.from(written.get(fd)!).toString('latin1') };
}

function streamMaker(stream = new FakeStream()) {
  let made = 0;
  return {
    stream,
    make: () => {
      made++;
      return stream;
    },
    made: () => made,
  };
}

describe('the bin’s writer for one descriptor', () => {
  it('writes all of a text or of bytes to a pipe, a few bytes a call, without making Node’s stream', () => {
    const f = fakeSystem();
    const s = streamMaker();
    const out = output(1, s.make, () => {}, f.system);
    out.write('héllo, ');
    out.write(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]));
    expect(Buffer.from(f.text(1), 'latin1')).toEqual(Buffer.concat([Buffer.from('héllo, '), Buffer.from([0x89, 0x50, 0x4e, 0x47])]));
    expect(out.isTTY()).toBe(false);
    expect(out.columns()).toBeUndefined();
    expect(s.made()).toBe(0);
  });

  it('sends the rest through Node’s stream once a write would block, and everything after', () => {
    const f = fakeSystem({ failAt: { fd: 1, byte: 6, code: 'EAGAIN' } });
    const s = streamMaker();
    const out = output(1, s.make, () => {}, f.system);
    out.write('0123456789');
    out.write('ab');
    expect(f.text(1)).toBe('012345');
    expect(Buffer.concat(s.stream.written).toString()).toBe('6789ab');
    expect(s.made()).toBe(1);
  });

  it('tells of a failed write once and drops what follows', () => {
    const f = fakeSystem({ failAt: { fd: 1, byte: 0, code: 'EIO' } });
    const failures: string[] = [];
    const out = output(1, streamMaker().make, (e) => failures.push(e.code!), f.system);
    out.write('x');
    out.write('y');
    expect(failures).toEqual(['EIO']);
  });

  it('uses Node’s stream on what may be a terminal, with its width, and tells of its errors', () => {
    const f = fakeSystem({ terminal: true });
    const s = streamMaker(new FakeStream(true, 120));
    const failures: string[] = [];
    const out = output(1, s.make, (e) => failures.push(e.code!), f.system);
    out.write('table');
    expect(f.text(1)).toBe('');
    expect(Buffer.concat(s.stream.written).toString()).toBe('table');
    expect(out.isTTY()).toBe(true);
    expect(out.columns()).toBe(120);
    s.stream.emit('error', error('EPIPE'));
    out.write('dropped');
    expect(failures).toEqual(['EPIPE']);
    expect(Buffer.concat(s.stream.written).toString()).toBe('table');
  });
});

describe('the bin’s stdout and stderr', () => {
  it('a reader of stdout that has gone: exit at once, quietly, with the exit code so far', () => {
    const f = fakeSystem({ failAt: { fd: 1, byte: 0, code: 'EPIPE' } });
    standardOutputs(f.system).stdout.write('x');
    expect(f.exits).toEqual([0]);
    expect(f.text(2)).toBe('');
  });

  it('another failure to write stdout: said on stderr, exit 1', () => {
    const f = fakeSystem({ failAt: { fd: 1, byte: 0, code: 'ENOSPC' } });
    standardOutputs(f.system).stdout.write('x');
    expect(f.exits).toEqual([1]);
    expect(f.text(2)).toBe('mathhammer: cannot write to standard output: ENOSPC: failed\n');
  });

  it('a stderr that has gone: its text is dropped and the command goes on, stdout still written', () => {
    const f = fakeSystem({ failAt: { fd: 2, byte: 0, code: 'EPIPE' } });
    const { stdout, stderr } = standardOutputs(f.system);
    stderr.write('Note: …');
    stderr.write('mathhammer calc: no such profile');
    stdout.write('the table');
    expect(f.exits).toEqual([]);
    expect(f.text(1)).toBe('the table');
  });
});
