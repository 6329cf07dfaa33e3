/**
 * A bad option value: "Expected a whole number from -6 to +6, like +1 or -1." The message is a sentence
 * about the value alone; whoever read the value names the option (the CLI as commander does,
 * `option '--hit <±n>' argument 'x' is invalid. …`; the API and comparison files likewise).
 */
export class OptionValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OptionValueError';
  }
}
