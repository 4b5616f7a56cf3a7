/** What a click tells of itself, in React's events and the DOM's alike. */
export interface PlainClickEvent {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * A click the app may take over as navigation: the main button, no modifier (those ask the
 * browser for a new tab or window, a download or a bookmark), and nobody handled it first.
 */
export function isPlainClick(event: Omit<PlainClickEvent, 'preventDefault'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
