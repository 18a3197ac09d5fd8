import { memo, Suspense, use, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import styles from './Island.module.css';
import { gateOf } from './island-gates';

type IslandProps<P extends object> = {
  /** Unique on the page: the pre-rendered markup and the browser find the island by it. */
  name: string;
  /** A `lazy()` component: its code is what the page does not load up front. */
  component: ComponentType<P>;
} & (object extends P ? { props?: P } : { props: P });

/**
 * A part of a pre-rendered page whose code loads only when the visitor is about to use it (a
 * contact form far below the first screen). Its server markup shows, and reads, from the first
 * paint; the browser hydrates it once the visitor comes within a screen of it or does anything at
 * all on the page (island-gates.ts). Rendered in the browser (a page reached by a link), it loads
 * at once.
 *
 * It takes a component and its props, not children, and re-renders only when a prop's value
 * changes: a dehydrated part that receives an update before it hydrated is rendered afresh by
 * React, its server markup thrown away, so a parent's re-render (data arriving) must stop here.
 * Props should therefore be constants (texts, limits), not state.
 */
function IslandFrame<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const element = useRef<HTMLDivElement>(null);
  return (
    <div ref={element} data-island={name} className={styles.island}>
      <Suspense fallback={null}>
        <UntilNeeded name={name} />
        <Component {...(props as P)} />
        <Hydrated element={element} />
      </Suspense>
    </div>
  );
}

function sameValues(a: object = {}, b: object = {}): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  );
}

export const Island = memo(
  IslandFrame,
  (before, after) =>
    before.name === after.name &&
    before.component === after.component &&
    sameValues(before.props, after.props),
) as typeof IslandFrame;

/** Holds the island's hydration until its gate opens (none: at once). */
function UntilNeeded({ name }: { name: string }) {
  const gate = gateOf(name);
  if (gate) use(gate);
  return null;
}

/** Marks the island as running, for tests and the curious (as the app marks `<html>`). */
function Hydrated({ element }: { element: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    element.current?.setAttribute('data-hydrated', 'true');
  }, [element]);
  return null;
}
