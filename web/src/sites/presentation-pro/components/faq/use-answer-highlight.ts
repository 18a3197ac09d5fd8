import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';
import { presentationTimings } from '../../presentation-timings';

export type HighlightPhase = 'strong' | 'fading';

export interface AnswerHighlight {
  /** The element id of the highlighted answer, or null. */
  id: string | null;
  phase: HighlightPhase | null;
  /** False until the first question is chosen: the answers section stays hidden until then. */
  revealed: boolean;
  select: (id: string) => void;
}

/** Where the window scrolls to put `element` 250 px below the top (spec §9). */
export function answerScrollTop(element: Element, scrollY: number): number {
  return Math.max(
    0,
    element.getBoundingClientRect().top + scrollY - presentationTimings.faqScrollOffsetPx,
  );
}

/**
 * Choosing a question reveals the answers, scrolls to its answer and highlights it: strongly
 * at first, fading after 2 s, gone after 4 s (spec §9). Choosing again restarts the timings.
 */
export function useAnswerHighlight(): AnswerHighlight {
  const [state, setState] = useState<{
    id: string | null;
    phase: HighlightPhase | null;
    round: number;
  }>({ id: null, phase: null, round: 0 });

  useEffect(() => {
    if (state.round === 0 || !state.id) return;
    const answer = document.getElementById(state.id);
    if (answer) {
      window.scrollTo({
        top: answerScrollTop(answer, window.scrollY),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
      // Keyboard and screen-reader users continue reading right at the answer.
      answer.focus({ preventScroll: true });
    }
    const fade = setTimeout(
      () => setState((current) => ({ ...current, phase: 'fading' })),
      presentationTimings.faqHighlightFadeMs,
    );
    const end = setTimeout(
      () => setState((current) => ({ ...current, id: null, phase: null })),
      presentationTimings.faqHighlightEndMs,
    );
    return () => {
      clearTimeout(fade);
      clearTimeout(end);
    };
    // One run per choice: `round` changes exactly when a question is chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.round]);

  return {
    id: state.id,
    phase: state.phase,
    revealed: state.round > 0,
    select: (id: string) =>
      setState((current) => ({ id, phase: 'strong', round: current.round + 1 })),
  };
}
