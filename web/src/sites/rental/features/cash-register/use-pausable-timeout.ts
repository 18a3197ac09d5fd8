import { useEffect, useRef } from 'react';

/**
 * Calls `onDone` once `delayMs` have run, counting only while not `paused`: a pause keeps the
 * time left, and the countdown goes on from there afterwards.
 */
export function usePausableTimeout(onDone: () => void, delayMs: number, paused: boolean): void {
  const remaining = useRef(delayMs);
  const finished = useRef(false);
  const callback = useRef(onDone);

  useEffect(() => {
    callback.current = onDone;
  });

  useEffect(() => {
    if (paused || finished.current) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      finished.current = true;
      callback.current();
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused]);
}
