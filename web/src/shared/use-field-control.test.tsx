import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldControl } from './use-field-control';

describe('useFieldControl', () => {
  it('links the control to its error and, when wanted, to its hint', () => {
    const { result } = renderHook(() =>
      useFieldControl({ hasError: true, hasHint: true, required: true, hintShownWithError: true }),
    );
    const { control, errorId, hintId } = result.current;
    expect(control['aria-describedby']).toBe(`${errorId} ${hintId}`);
    expect(control['aria-invalid']).toBe(true);
    expect(control['aria-required']).toBe(true);
  });

  it('lets the error replace the hint', () => {
    const { result } = renderHook(() =>
      useFieldControl({
        hasError: true,
        hasHint: true,
        required: false,
        hintShownWithError: false,
      }),
    );
    expect(result.current.hintVisible).toBe(false);
    expect(result.current.control['aria-describedby']).toBe(result.current.errorId);
    expect(result.current.control['aria-required']).toBeUndefined();
  });

  it('describes a valid field by its hint only', () => {
    const { result } = renderHook(() =>
      useFieldControl({
        hasError: false,
        hasHint: true,
        required: true,
        hintShownWithError: false,
      }),
    );
    expect(result.current.control['aria-describedby']).toBe(result.current.hintId);
    expect(result.current.control['aria-invalid']).toBe(false);
  });
});
