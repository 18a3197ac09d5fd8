import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewLines } from './CouponPreview';

/** A source file without its leading comment (which says where it lives). */
const codeOf = (path: string) => readFileSync(path, 'utf8').replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');

describe('the coupon previews', () => {
  it('draw exactly the shapes the PDF prints: the designs are the API’s, copied', () => {
    // Read as text: the web never imports the API's code, it only must not drift from it.
    const printed = resolve(
      import.meta.dirname,
      '../../../../../../api/src/mail/templates/coupon-designs.ts',
    );
    const shown = resolve(import.meta.dirname, 'coupon-designs.ts');
    expect(codeOf(shown)).toBe(codeOf(printed));
  });

  it('breaks the words into the panel’s lines, at most nine', () => {
    expect(previewLines('eins zwei\ndrei', 9)).toEqual(['eins zwei', 'drei']);
    expect(previewLines('x'.repeat(20), 8)).toEqual(['xxxxxxxx', 'xxxxxxxx', 'xxxx']);
    expect(previewLines('a\n'.repeat(20))).toHaveLength(9);
  });
});
