import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStorePath } from '../StoreContext.tsx';
import { SUGGESTIONS_PATH, suggestionTargets, type SearchSuggestions } from '../../../lib/catalog/searchSuggestions.ts';
import { searchTextOf } from '../../../lib/catalog/searchText.ts';
import { retryingFetch } from '../../../lib/http/retryingFetch.ts';

/** Typing pauses this long before the box asks: one request per word, not per key. */
const DEBOUNCE_MS = 200;

/**
 * The row chosen after an arrow key (`step` 1 down, -1 up) among `count` rows, from `current`;
 * -1 is the text box itself, which sits between the last row and the first.
 */
export function nextActiveRow(current: number, step: 1 | -1, count: number): number {
  return ((current + step + 1 + count + 1) % (count + 1)) - 1;
}

/** Said under the box when there is no list to show: nothing found, or the suggestions failed. */
export function suggestionNotice(open: boolean, failed: boolean, suggestions: SearchSuggestions | null, rowCount: number): 'failed' | 'none' | null {
  if (!open) return null;
  if (failed) return 'failed';
  return suggestions && rowCount === 0 ? 'none' : null;
}

/**
 * The search box's suggestions (a combobox, WAI-ARIA APG pattern): from two characters typed
 * (spec 001 §5), debounced, the latest answer winning. Arrow keys move through the rows
 * (categories, products, "See all results"), Enter opens the one chosen (or, with none chosen,
 * submits the search), Escape closes the list.
 */
export function useSearchSuggestions() {
  const storePath = useStorePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const { text: search, searchable } = searchTextOf(text);
    if (!searchable) {
      setSuggestions(null);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      retryingFetch(`${storePath(SUGGESTIONS_PATH)}?q=${encodeURIComponent(search)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then((answer) => {
          setSuggestions(answer);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setSuggestions(null);
          setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, storePath]);

  // A new page closes the list.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [pathname]);

  const targets = suggestionTargets(suggestions);
  const expanded = open && targets.length > 0;
  const notice = suggestionNotice(open, failed, suggestions, targets.length);

  const go = (href: string) => {
    setOpen(false);
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!targets.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveRow(current, step, targets.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(targets[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return {
    expanded,
    notice,
    suggestions,
    active,
    onInput: (value: string) => {
      // A choice made among the last words' suggestions does not carry over to new words.
      setActive(-1);
      setText(value);
      setOpen(true);
    },
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    go,
  };
}
