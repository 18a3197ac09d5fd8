import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceBy } from '../../../../testing/fake-time';
import { answerScrollTop, useAnswerHighlight } from './use-answer-highlight';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('useAnswerHighlight', () => {
  it('reveals the answers, highlights strongly, fades after 2 s and ends after 4 s', async () => {
    const { result } = renderHook(() => useAnswerHighlight());
    expect(result.current.revealed).toBe(false);

    act(() => result.current.select('faq-buying-2'));
    expect(result.current.revealed).toBe(true);
    expect(result.current).toMatchObject({ id: 'faq-buying-2', phase: 'strong' });

    await advanceBy(1999);
    expect(result.current.phase).toBe('strong');
    await advanceBy(1);
    expect(result.current.phase).toBe('fading');
    await advanceBy(1999);
    expect(result.current.phase).toBe('fading');
    await advanceBy(1);
    expect(result.current).toMatchObject({ id: null, phase: null, revealed: true });
  });

  it('restarts the timings when another question is chosen', async () => {
    const { result } = renderHook(() => useAnswerHighlight());
    act(() => result.current.select('faq-general-1'));
    await advanceBy(3000);
    act(() => result.current.select('faq-legal-3'));
    await advanceBy(1500);
    expect(result.current).toMatchObject({ id: 'faq-legal-3', phase: 'strong' });
  });

  it('scrolls so the answer sits 250 px below the top of the window', () => {
    const answer = document.createElement('article');
    answer.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    expect(answerScrollTop(answer, 1200)).toBe(1850);
    answer.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    expect(answerScrollTop(answer, 0)).toBe(0);
  });
});
