import { describe, expect, it } from 'vitest';
import { previewLines } from './CouponPreview';

describe('the coupon preview', () => {
  it('breaks the words into the panel’s lines, at most nine', () => {
    expect(previewLines('eins zwei\ndrei', 9)).toEqual(['eins zwei', 'drei']);
    expect(previewLines('x'.repeat(20), 8)).toEqual(['xxxxxxxx', 'xxxxxxxx', 'xxxx']);
    expect(previewLines('a\n'.repeat(20))).toHaveLength(9);
  });
});
