import { describe, expect, it } from 'vitest';
import { LABEL_GAP, labelStep } from '../../../src/report/picture/labels.js';

describe('labelStep', () => {
  it('labels every k when the labels fit their slots with the gap', () => {
    expect(labelStep(60, 60 - LABEL_GAP)).toBe(1);
  });

  it('otherwise picks the next nice step: 2, 5, 10, …', () => {
    expect(labelStep(30, 45)).toBe(2);
    expect(labelStep(20, 50)).toBe(5);
    expect(labelStep(10, 60)).toBe(10);
  });

  it('within a step, picks one of its divisors, so those k are labelled too', () => {
    expect(labelStep(30, 15, 5)).toBe(1);
    expect(labelStep(10, 15, 5)).toBe(5);
    expect(labelStep(10, 15, 10)).toBe(5);
  });

  it('rejects a slot that is not a positive number', () => {
    expect(() => labelStep(0, 10)).toThrow(RangeError);
  });
});
