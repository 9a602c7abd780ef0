import { useLayoutEffect, useRef } from 'react';

/**
 * Makes the element behind the returned ref inert while `inert` holds: nothing in it can be changed
 * or clicked. React 18 has no `inert` prop: the attribute is set on the element before the browser
 * paints.
 */
export function useInertWhile<T extends HTMLElement>(inert: boolean) {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    element.current?.toggleAttribute('inert', inert);
  }, [inert]);
  return element;
}
