import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../../shared/motion/use-prefers-reduced-motion';
import { wrapIndex } from '../wrap-index';

export interface SliderState {
  /** null until the first slide activates shortly after load. */
  active: number | null;
  playing: boolean;
  /** Counts every change of slide, so the same slide chosen again restarts its timer and bar. */
  cycle: number;
}

export type SliderAction =
  | { type: 'activateFirst' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'togglePlay' }
  | { type: 'pause' };

export function sliderReducer(count: number) {
  return (state: SliderState, action: SliderAction): SliderState => {
    const current = state.active ?? 0;
    switch (action.type) {
      case 'activateFirst':
        return state.active === null ? { ...state, active: 0 } : state;
      case 'next':
        return { ...state, active: wrapIndex(current + 1, count), cycle: state.cycle + 1 };
      case 'previous':
        return { ...state, active: wrapIndex(current - 1, count), cycle: state.cycle + 1 };
      case 'goTo':
        // Choosing a slide by its dot also resumes the show (spec §4).
        return {
          active: wrapIndex(action.index, count),
          playing: true,
          cycle: state.cycle + 1,
        };
      case 'togglePlay':
        return { ...state, playing: !state.playing };
      case 'pause':
        return state.playing ? { ...state, playing: false } : state;
    }
  };
}

export interface SliderOptions {
  count: number;
  intervalMs: number;
  firstActivationMs: number;
}

export interface Slider extends SliderState {
  /** The slide to show (the first one also before it activates). */
  shown: number;
  /** True while keyboard focus or a held pointer rests on the slider: no auto-advance. */
  held: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlay: () => void;
  setHeld: (held: boolean) => void;
}

/**
 * The hero slider's clock: activates the first slide after `firstActivationMs`, then advances
 * every `intervalMs` while playing. Pausing keeps the time already spent on the slide, so
 * resuming finishes the same interval (the progress bar does the same in CSS).
 */
export function useSlider({ count, intervalMs, firstActivationMs }: SliderOptions): Slider {
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(sliderReducer(count), {
    active: null,
    playing: !reducedMotion,
    cycle: 0,
  });
  const [held, setHeld] = useState(false);
  const budget = useRef({ key: '', remainingMs: intervalMs });

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'activateFirst' }), firstActivationMs);
    return () => clearTimeout(timer);
  }, [firstActivationMs]);

  // Motion turned down while the page is open: stop; the visitor may still press play.
  useEffect(() => {
    if (reducedMotion) dispatch({ type: 'pause' });
  }, [reducedMotion]);

  useEffect(() => {
    if (state.active === null || !state.playing || held) return;
    const key = `${state.active}:${state.cycle}`;
    if (budget.current.key !== key) budget.current = { key, remainingMs: intervalMs };
    const startedAt = Date.now();
    const timer = setTimeout(() => dispatch({ type: 'next' }), budget.current.remainingMs);
    return () => {
      clearTimeout(timer);
      const spent = Date.now() - startedAt;
      budget.current.remainingMs = Math.max(0, budget.current.remainingMs - spent);
    };
  }, [state.active, state.cycle, state.playing, held, intervalMs]);

  return {
    ...state,
    shown: state.active ?? 0,
    held,
    next: useCallback(() => dispatch({ type: 'next' }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    goTo: useCallback((index: number) => dispatch({ type: 'goTo', index }), []),
    togglePlay: useCallback(() => dispatch({ type: 'togglePlay' }), []),
    setHeld,
  };
}
