import { useEffect, useState } from 'react';

/**
 * Whether a media query matches. False on the server and in the first render in the browser, so
 * hydration sees the server's markup; behaviour that only small screens need switches on after.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
