/**
 * bin/std-output.cjs, the bin's standard output and error: Node's stream on a terminal, synchronous writes
 * to the descriptor on a pipe or a file, the stream for the rest when a write would block, and a quiet
 * exit when the reader has gone. The descriptor's system calls are faked here; test/cli/e2e.test.ts runs
 * the real ones through pipes.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Output = { write: (chunk: string | Uint8Array) => boolean; isTTY: () => boolean; columns: () => number | undefined };
type System = { fstatSync: (fd: number) => { isCharacterDevice: () => boolean }; writeSync: (fd: number, bytes: Uint8Array, offset: number) => number; exit: (code: number) => void };

const require = createRequire(import.meta.url);
const { output } = require('../../bin/std-output.cjs') as { output: (fd: number, stream: () => FakeStream, system: System) => Output };

class FakeStream extends EventEmitter {
  readonly written: Buffer[] = [];
  constructor(readonly isTTY = false, readonly columns?: number) {
    super();
  }
  write(chunk: string | Uint8Array): boolean {
    this.written.push(Buffer.from(chunk));
    return true;
  }
}

const error = (code: string) => Object.assign(new Error(code), { code });

/** A descriptor that is a pipe (or a terminal), takes `perCall` bytes a call, and fails as `failAt` says. */
function fakeSystem({ terminal = false, perCall = 3, failAt }: { terminal?: boolean; perCall?: number; failAt?: { byte: number; code: string } } = {}) {
  const fd: number[] = [];
  const exits: number[] = [];
  let madeStreams = 0;
  const stream = new FakeStream(terminal, terminal ? 120 : undefined);
  const system: System = {
    fstatSync: () => ({ isCharacterDevice: () => terminal }),
    writeSync: (_fd, bytes, offset) => {
      if (failAt !== undefined && fd.length >= failAt.byte) throw error(failAt.code);
      const taken = [...bytes.subarray(offset, offset + perCall)];
      fd.push(...taken);
      return taken.length;
    },
    exit: (code) => void exits.push(code),
  };
  const make = () => {
    madeStreams++;
    return stream;
  };
  return { system, make, stream, fd, exits, streams: () => madeStreams };
}

describe('the bin’s standard output', () => {
  it('writes all of a text or of bytes to a pipe, a few bytes a call, without making Node’s stream', () => {
    const f = fakeSystem();
    const out = output(1, f.make, f.system);
    out.write('héllo, ');
    out.write(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]));
    expect(Buffer.from(f.fd)).toEqual(Buffer.concat([Buffer.from('héllo, '), Buffer.from([0x89, 0x50, 0x4e, 0x47])]));
    expect(out.isTTY()).toBe(false);
    expect(out.columns()).toBeUndefined();
    expect(f.streams()).toBe(0);
  });

  it('sends the rest through Node’s stream once a write would block, and everything after', () => {
    const f = fakeSystem({ failAt: { byte: 6, code: 'EAGAIN' } });
    const out = output(1, f.make, f.system);
    out.write('0123456789');
    out.write('ab');
    expect(Buffer.from(f.fd).toString()).toBe('012345');
    expect(Buffer.concat(f.stream.written).toString()).toBe('6789ab');
    expect(f.streams()).toBe(1);
  });

  it('exits quietly, with the exit code so far, when the reader has gone', () => {
    const f = fakeSystem({ failAt: { byte: 0, code: 'EPIPE' } });
    const out = output(1, f.make, f.system);
    expect(() => out.write('x')).toThrow('EPIPE'); // the real exit never returns
    expect(f.exits).toEqual([0]);
  });

  it('throws any other write error', () => {
    const f = fakeSystem({ failAt: { byte: 0, code: 'EIO' } });
    expect(() => output(1, f.make, f.system).write('x')).toThrow('EIO');
    expect(f.exits).toEqual([]);
  });

  it('uses Node’s stream on what may be a terminal, with its width, and exits quietly on its EPIPE', () => {
    const f = fakeSystem({ terminal: true });
    const out = output(1, f.make, f.system);
    out.write('table');
    expect(f.fd).toEqual([]);
    expect(Buffer.concat(f.stream.written).toString()).toBe('table');
    expect(out.isTTY()).toBe(true);
    expect(out.columns()).toBe(120);
    expect(() => f.stream.emit('error', error('EPIPE'))).toThrow('EPIPE');
    expect(f.exits).toEqual([0]);
    expect(f.streams()).toBe(1);
  });
});
