import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser, without React's warning during server rendering. */
export const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;
