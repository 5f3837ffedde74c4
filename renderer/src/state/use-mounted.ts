import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is still in the page, for answers that arrive after it may have left: a
 * stale answer is dropped on unmount only, never because an effect re-ran.
 */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
