import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { dropDetachedStyleSheets } from './detached-style-sheets';
import { installFastLabels } from './fast-labels';

// How long findBy*/waitFor wait for their condition: testing-library's 1 s default holds on an
// idle machine only. This is the one place it is set (docs/CODE_STYLE.md, Tests): a test passes
// no timeout of its own, and a condition that never comes true still fails, within the test timeout.
const ASYNC_UTIL_TIMEOUT_MS = 15_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// RTL only cleans up by itself when the runner exposes globals; this project does not.
afterEach(() => {
  cleanup();
  // The sheets of styles unmounted with their component, which jsdom keeps (detached-style-sheets.ts).
  dropDetachedStyleSheets();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // Test files share one module cache (the web project does not isolate them), so a signed-in
  // user left by one test would narrow the next file's screens (read-only roles): sign out.
  useAuthStore.getState().clear();
});

// The toasts' store is module state too, and a mutation may settle after its test ended: a toast
// one file left ("Key CRM revoked.") was the first alert the next file's test found.
beforeEach(() => notifications.clean());

// Form controls' labels found through the id index: jsdom's walk made long forms' role queries
// quadratic (fast-labels.ts).
installFastLabels();

// jsdom lacks the layout APIs Mantine calls (media queries for AppShell, observers for inputs).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// Autosizing textareas listen for web fonts loading, which jsdom does not model.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
// jsdom's scrollTo only reports "not implemented"; the router's scroll restoration calls it.
window.scrollTo = () => {};
