/**
 * Text from profiles, files and arguments reaches the terminal inside what mathhammer prints. A name holding
 * ESC, CR or BEL could move the cursor, clear the screen or ring the bell: every control character is
 * printed as a visible escape instead (`\u001b`), whatever command printed it. The only control sequences
 * let through are CSV's CR LF line ends and, when the output is in colour, colour codes (SGR: ESC [ … m:
 * the renderers' own; in a name they could recolour text but move nothing). Without colour (piped, a
 * file, --color never, NO_COLOR) every ESC is escaped, colour codes in a name included. Newlines and tabs are text. JSON output is unchanged by this: JSON.stringify
 * already escapes C0 characters, and a C1 character escaped as `\u0085` inside a string is the same string.
 */

/**
 * C0 controls but tab and newline, DEL, and the C1 controls. Matched first and kept: CR LF (CSV's line
 * end, RFC 4180: a carriage return right before a newline moves nothing that stays), and in colour an SGR
 * sequence.
 */
const CONTROL = /\r\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const CONTROL_IN_COLOUR = /\u001b\[[0-9;]*m|\r\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function escapeControls(text: string, colour = false): string {
  return text.replace(colour ? CONTROL_IN_COLOUR : CONTROL, (match) => (match.length > 1 ? match : `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** The colour choice a command line makes (`--color X`, `--color=X`, `--no-color`), for the output filter. */
export function colourChoiceIn(argv: readonly string[]): 'always' | 'never' | 'auto' | undefined {
  let choice: 'always' | 'never' | 'auto' | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--no-color') choice = 'never';
    const value = arg === '--color' ? argv[i + 1] : arg.startsWith('--color=') ? arg.slice('--color='.length) : undefined;
    if (value === 'always' || value === 'never' || value === 'auto') choice = value;
  });
  return choice;
}
