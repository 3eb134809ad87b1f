import { useCallback, useRef } from 'react';

/**
 * After a failed submit, brings the problem into view: focuses the first invalid field (which
 * scrolls to it), or else scrolls to the form's alert. A long form is usually submitted from its
 * bottom, where an error on the e-mail field at the top would go unseen.
 */
export function useFirstErrorFocus<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const focusFirstError = useCallback(() => {
    // The errors render on the next commit; look for them after it.
    requestAnimationFrame(() => {
      const root = ref.current;
      const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) field.focus();
      else root?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center' });
    });
  }, []);
  return { ref, focusFirstError };
}
