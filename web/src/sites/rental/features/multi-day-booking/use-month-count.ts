import { useMediaQuery } from '../../../../shared/use-media-query';

/** Widths from which two and three months fit side by side, each day a comfortable tap. */
export const TWO_MONTHS_FROM_PX = 720;
export const THREE_MONTHS_FROM_PX = 1100;

const never = () => false;

/**
 * How many months the stay calendar shows for the screen's width: one on phones, two on
 * tablets, three on wide screens. The server and the first render (hydration) show one, the
 * phone layout, until the browser's answer is known.
 */
export function useMonthCount(): 1 | 2 | 3 {
  const two = useMediaQuery(`(min-width: ${TWO_MONTHS_FROM_PX}px)`, never);
  const three = useMediaQuery(`(min-width: ${THREE_MONTHS_FROM_PX}px)`, never);
  return three ? 3 : two ? 2 : 1;
}
