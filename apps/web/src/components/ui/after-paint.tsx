import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders its children only once the page around it has painted, inside a Suspense boundary
 * (silent unless given a fallback): for parts that nobody sees before they act (closed
 * dialogs), so the code behind a `lazy` child is fetched and run after the first frame instead
 * of before it. Only this component renders again when the time comes, not the page that holds
 * it.
 */
export function AfterPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** Shown until the children are ready: before the paint, and while their code loads. */
  fallback?: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame callback runs just before the next paint; the task it posts runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
