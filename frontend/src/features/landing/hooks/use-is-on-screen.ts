import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is in the viewport now; true where IntersectionObserver is missing, so what
 * depends on it (the hero's motion) simply keeps running there.
 */
export function useIsOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
