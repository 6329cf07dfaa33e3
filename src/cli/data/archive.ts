/**
 * A .zip of the data's repository (GitHub's archive of a branch, or a file): downloaded with Node's own
 * fetch, unpacked with fflate (the library that reads .rosz rosters). Only the data files at the
 * repository's top level are kept, as a clone would hold them; the commit is the zip's comment when the
 * archive says it (git archive, and so GitHub, writes the commit's id there).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipLibrary } from '../../army/libraries.js';

const DATA_FILE = /\.(cat|gst|json|catz|gstz)$/i;

/** What the archive holds, in bytes, from a URL (with `progress` as it arrives) or a file. */
export async function readArchive(location: string, remote: boolean, progress: ((received: number, total: number | undefined) => void) | undefined): Promise<Uint8Array> {
  if (!remote) return readFileSync(location);
  const response = await fetch(location, { redirect: 'follow' });
  if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  if (response.body === null) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    received += chunk.length;
    progress?.(received, total);
  }
  return Buffer.concat(chunks);
}

/** The commit id in a zip's comment (its end-of-central-directory record), if it is one. */
function zipComment(bytes: Uint8Array): string | undefined {
  // The record is 22 bytes and ends the file, after a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 0x05 && bytes[at + 3] === 0x06) {
      const length = bytes[at + 20]! | (bytes[at + 21]! << 8);
      return Buffer.from(bytes.subarray(at + 22, at + 22 + length)).toString('latin1').trim();
    }
  }
  return undefined;
}

/**
 * The archive's data files, written into `dir` (which exists): those at its top level, or in its one
 * top folder (GitHub's archives hold "wh40k-10e-main/…"). Returns the commit when the archive names it.
 */
export function unpackData(bytes: Uint8Array, dir: string): { commit: string | null; files: number } {
  const { unzipSync } = zipLibrary();
  const top = (name: string): string | undefined => {
    const parts = name.split('/');
    if (parts.length === 1) return parts[0];
    return parts.length === 2 ? parts[1] : undefined;
  };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => DATA_FILE.test(top(file.name) ?? '') });
  } catch (error) {
    throw new Error(`it is not a readable .zip archive (${error instanceof Error ? error.message : String(error)})`);
  }
  let files = 0;
  for (const [name, content] of Object.entries(entries)) {
    const file = top(name);
    if (file === undefined || file.startsWith('.')) continue;
    writeFileSync(join(dir, file), content);
    files++;
  }
  const comment = zipComment(bytes);
  return { commit: comment !== undefined && /^[0-9a-f]{40}$/i.test(comment) ? comment : null, files };
}
