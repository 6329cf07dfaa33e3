/**
 * Text from profiles, files and arguments reaches the terminal inside what mathhammer prints. A name holding
 * ESC, CR or BEL could move the cursor, clear the screen or ring the bell: every control character is
 * printed as a visible escape instead (`\u001b`), whatever command printed it. The only control sequences
 * let through are the colours the renderers themselves write (SGR: ESC [ … m), which cannot move anything,
 * and CSV's CR LF line ends. Newlines and tabs are text. JSON output is unchanged by this: JSON.stringify
 * already escapes C0 characters, and a C1 character escaped as `\u0085` inside a string is the same string.
 */

/**
 * C0 controls but tab and newline, DEL, and the C1 controls. Matched first and kept: an SGR sequence, and
 * CR LF (CSV's line end, RFC 4180: a carriage return right before a newline moves nothing that stays).
 */
const CONTROL = /\u001b\[[0-9;]*m|\r\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function escapeControls(text: string): string {
  return text.replace(CONTROL, (match) => (match.length > 1 ? match : `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
