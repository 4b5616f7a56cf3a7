import { useEffect, useState } from 'react';
import { HEADER_FIXED_AFTER_PX } from '../../../../rules/limits.ts';

/** The header becomes fixed after a scroll of more than 30px (spec 000 §4 App chrome). */
export function useHeaderFixed(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(window.scrollY > HEADER_FIXED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return fixed;
}
