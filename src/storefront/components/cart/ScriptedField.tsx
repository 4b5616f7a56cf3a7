import { useEffect, useState } from 'react';

/**
 * Tells the bag's action that the page runs scripts (the form goes through a fetcher and wants the
 * answer as data); a form posted without scripts gets a redirect and a notice instead.
 */
export function ScriptedField() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted ? <input type="hidden" name="js" value="1" /> : null;
}
