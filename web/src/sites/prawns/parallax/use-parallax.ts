import { useEffect, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../../shared/motion/use-prefers-reduced-motion';
import { layerTransform, type ParallaxLayer } from './parallax';

/**
 * Moves the scene's layers (elements with `data-layer="<id>"`) as the page scrolls. A passive
 * scroll listener only asks for an animation frame; the frame reads `window.scrollY` — the one
 * value read — and writes one `translate3d` per layer, so nothing is laid out again while
 * scrolling. Under prefers-reduced-motion the layers stay still, without any transform.
 */
export function useParallax(
  scene: RefObject<HTMLElement | null>,
  layers: readonly ParallaxLayer[],
): void {
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const root = scene.current;
    if (!root) return;
    const targets = layers.flatMap((layer) => {
      const element = root.querySelector<HTMLElement>(`[data-layer="${layer.id}"]`);
      return element ? [{ layer, element }] : [];
    });
    if (reducedMotion) {
      for (const { element } of targets) element.style.removeProperty('transform');
      return;
    }

    let frame = 0;
    const apply = () => {
      frame = 0;
      const scrollY = window.scrollY;
      for (const { layer, element } of targets) {
        element.style.transform = layerTransform(scrollY, layer);
      }
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(apply);
    };

    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [scene, layers, reducedMotion]);
}
