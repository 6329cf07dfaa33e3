/** Battle rounds (`--round`): "During the first, second and third battle rounds, …", "From the third battle round onwards, …". */
import type { Phrase } from '../state.js';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

export const ROUNDS: Phrase = {
  pattern: /^(?:during|in) the ((?:first|second|third|fourth|fifth)(?:(?:,|,? and| or) (?:first|second|third|fourth|fifth))*) battle rounds?,? |^from the (first|second|third|fourth|fifth) battle round onwards,? /,
  read: (m, state) => {
    if (m[2] !== undefined) {
      state.requires.push({ kind: 'round', from: ORDINALS.indexOf(m[2]) + 1, to: 5 });
      return;
    }
    const rounds = [...m[1]!.matchAll(/first|second|third|fourth|fifth/g)].map((r) => ORDINALS.indexOf(r[0]) + 1).sort((a, b) => a - b);
    const from = rounds[0]!;
    const to = rounds[rounds.length - 1]!;
    if (to - from + 1 !== rounds.length) return 'battle rounds that are not one run';
    state.requires.push({ kind: 'round', from, to });
  },
};
