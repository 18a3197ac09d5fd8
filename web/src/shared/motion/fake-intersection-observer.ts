import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in IntersectionObserver the test drives: `setInView(true)` = scrolled into view. */
export function installFakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();

  class FakeIntersectionObserver {
    private readonly record: { callback: IntersectionObserverCallback; targets: Set<Element> };
    readonly options: IntersectionObserverInit | undefined;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: new Set() };
      this.options = options;
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.record);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  const constructed = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class extends FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        constructed(options);
      }
    },
  );

  return {
    constructed,
    setInView(isIntersecting: boolean) {
      act(() => {
        for (const { callback, targets } of observers) {
          const entries = [...targets].map(
            (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
          );
          callback(entries, {} as IntersectionObserver);
        }
      });
    },
  };
}
