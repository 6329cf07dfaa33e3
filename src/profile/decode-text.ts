/**
 * The bytes of a text file as text. Windows Notepad saves "Unicode" as UTF-16 with a byte-order mark, and
 * older tools save Windows-1252: both are read, the first silently (the mark says what it is), the second
 * with a warning, instead of refusing the file or printing mojibake.
 */

export type DecodedText = {
  readonly text: string;
  /** Set when the bytes were not valid UTF-8 and were read as Windows-1252: where, for the warning. */
  readonly notUtf8?: { readonly line: number; readonly col: number; readonly byte: number };
};

/**
 * Windows-1252's 0x80–0x9F (0 where undefined, kept as the byte). Node's TextDecoder reads
 * "windows-1252" as Latin-1, which leaves these as C1 controls: the quotes and dashes such files hold.
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b);
  return text;
}

/** Line and column (1-based, in bytes) of `offset`. */
function position(bytes: Uint8Array, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      start = i + 1;
    }
  }
  return { line, col: offset - start + 1 };
}

/** Offset of the first byte that is not valid UTF-8, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += length;
  }
  return -1;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '') };
  } catch {
    const offset = Math.max(0, firstInvalidUtf8(bytes));
    return { text: windows1252(bytes), notUtf8: { ...position(bytes, offset), byte: bytes[offset] ?? 0 } };
  }
}

/** The warning for text read as Windows-1252. */
export function notUtf8Message(where: NonNullable<DecodedText['notUtf8']>): string {
  return `not UTF-8 text (byte 0x${where.byte.toString(16).toUpperCase().padStart(2, '0')} at line ${where.line}, column ${where.col}): read as Windows-1252; save the file as UTF-8 if names look wrong`;
}
