"""
The icepool reference scenarios (issue 15), written for this benchmark by the mathhammer project: each
computes with icepool (exact fractions) the distribution mathhammer reports for the same attack
(bench/anchor.ts builds the same scenarios for the engine). Prints one JSON object: per scenario the
first-call and warm (median) milliseconds in process and the mean of the distribution.

Run by bench/anchor.ts when python3 and the icepool source are present (ICEPOOL_PATH, see README);
icepool itself is never copied into this project.
"""
import json
import statistics
import sys
import time

import icepool
from icepool import d6


def unsaved(bs, wound, save):
    """One attack that hits on bs+, wounds on wound+ and is not saved on save+: 1 or 0."""
    return icepool.map(lambda h, w, s: int(h >= bs and w >= wound and (s == 1 or s < save)), d6, d6, d6)


def killed_w1(attacks, die):
    """Models destroyed from a horde of W1 models: the number of unsaved wounds."""
    return attacks @ die


def sustained_lethal(attacks):
    """BS 3+, S4 vs T4 (4+), Sv 4+: a 6 to hit wounds automatically and scores one extra hit."""
    def one(h, w1, w2, s1, s2):
        fail = lambda s: s == 1 or s < 4
        if h == 6:
            return int(fail(s1)) + int(w2 >= 4 and fail(s2))
        return int(h >= 3 and w1 >= 4 and fail(s1))
    return attacks @ icepool.map(one, d6, d6, d6, d6, d6)


def allocation(attacks, per_attack_damage, wounds, models, fnp=None):
    """Models destroyed when each attack's damage goes to one model and the excess is lost."""
    def lost_after_fnp(damage):
        if fnp is None or damage == 0:
            return icepool.Die([damage])
        return damage @ icepool.map(lambda f: int(f < fnp), d6)

    lost = per_attack_damage.map(lost_after_fnp)

    def step(state, loss):
        killed, taken = state
        if killed >= models:
            return state
        taken += loss
        if taken >= wounds:
            return (killed + 1, 0)
        return (killed, taken)

    final = icepool.map(step, icepool.Die([(0, 0)]), lost, repeat=attacks)
    return final.map(lambda state: state[0])


def damage_die(bs, wound, save, damage):
    """Damage of one attack after hit, wound and save: 0 when it fails."""
    return icepool.map(lambda h, w, s, d: d if (h >= bs and w >= wound and (s == 1 or s < save)) else 0, d6, d6, d6, damage)


def knight(shots):
    """Melta shots (BS 4+, S9 vs T12: 5+, Sv 3+ at AP −4 → the 5++; D6+2 at half range) vs a W22 Knight."""
    return allocation(shots, damage_die(4, 5, 5, d6 + 2), 22, 1).map(lambda k: k)  # one model


def knight_wounds(shots):
    per = damage_die(4, 5, 5, d6 + 2)

    def step(taken, loss):
        return min(22, taken + loss)

    return icepool.map(step, icepool.Die([0]), per, repeat=shots)


def devastating(attacks):
    """11e: BS 3+, S4 vs T4, D2; a 6 to wound is 2 mortal wounds (one model, excess lost) after the normal damage; W2 Sv 3+."""
    def one(h, w, s):
        if h < 3:
            return (0, 0)
        if w == 6:
            return (0, 1)
        if w >= 4 and (s == 1 or s < 4):
            return (1, 0)
        return (0, 0)

    per = icepool.map(one, d6, d6, d6)

    def step(state, event):
        killed, pending = state
        unsaved, critical = event
        if unsaved and killed < 10:
            killed += 1  # D2 against W2: one model each
        return (killed, pending + critical)

    after = icepool.map(step, icepool.Die([(0, 0)]), per, repeat=attacks)
    return after.map(lambda state: min(10, state[0] + state[1]))


SCENARIOS = {
    'a': lambda: killed_w1(10, unsaved(3, 4, 4)),
    'b': lambda: sustained_lethal(20),
    'c': lambda: allocation(10, damage_die(3, 3, 6, d6), 3, 10),  # S8 vs T5: 3+; Sv 3+ at AP −3: 6+
    'd': lambda: allocation(20, damage_die(3, 4, 4, icepool.Die([2])), 2, 10, fnp=5),
    'e': lambda: knight_wounds(6),
    'f': lambda: devastating(10),
    'unsaved-160': lambda: killed_w1(160, unsaved(3, 4, 4)),
    'unsaved-640': lambda: killed_w1(640, unsaved(3, 4, 4)),
    'allocation-40': lambda: allocation(40, damage_die(3, 4, 4, icepool.Die([2])), 3, 50),
    'allocation-160': lambda: allocation(160, damage_die(3, 4, 4, icepool.Die([2])), 3, 50),
}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--once':
        # one computation for a whole-process time
        print(json.dumps({'mean': float(SCENARIOS[sys.argv[2]]().mean())}))
        return
    names = sys.argv[1:] or list(SCENARIOS)
    out = {}
    for name in names:
        build = SCENARIOS[name]
        t0 = time.perf_counter()
        die = build()
        first = (time.perf_counter() - t0) * 1000
        runs = []
        for _ in range(5 if first < 2000 else 1):
            t0 = time.perf_counter()
            build()
            runs.append((time.perf_counter() - t0) * 1000)
        out[name] = {'firstMs': first, 'warmMs': statistics.median(runs), 'mean': float(die.mean())}
    print(json.dumps(out))


if __name__ == '__main__':
    main()
