// Ctrl+K (⌘K on macOS) or "/" from anywhere in the window opens Search with the field focused;
// "/" only when the user is not typing in a field, so it can still be typed.

import { useEffect } from 'react';
import type { View } from './navigation';

export const SEARCH_FIELD_ID = 'search-query';

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Focuses the element once it is rendered (the view changes on the next commit). */
function focusWhenThere(id: string, framesLeft = 20): void {
  const element = document.getElementById(id);
  if (element) {
    element.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenThere(id, framesLeft - 1));
}

export function useSearchShortcut(navigate: (view: View) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey) return;
      const chord = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
      if (!chord && !(slash && !typingInField(event.target))) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      navigate({ name: 'search' });
      focusWhenThere(SEARCH_FIELD_ID);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
