import { useEffect, useState } from 'react';
import { isPopupHidden } from '../../domain/notifications/rules';

const editing = () => {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
};

const measure = () => isPopupHidden({ editing: editing(), windowHeight: window.innerHeight, screenHeight: window.screen.height });

/** SPEC §4.2: true while an input or textarea has the focus or the window is under 75% of the screen height. */
export function useViewportHidden(): boolean {
  const [hidden, setHidden] = useState(measure);
  useEffect(() => {
    const update = () => setHidden(measure());
    // focusout fires before the next element takes the focus: look once it has.
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      window.removeEventListener('resize', update);
    };
  }, []);
  return hidden;
}
