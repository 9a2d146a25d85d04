import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetConnection } from '../features/offline';
import { setLanguage } from '../lib/i18n';
import { sessionStore } from '../lib/session';
import { themeStore } from '../lib/theme';
import { toast } from '../lib/toast';
import { forgetRenderedApps } from './test-utils';

// findBy… and waitFor wait up to 5 s, not 1 s: CI runs three test files at once on two cores,
// where a page with lazy chunks can take over a second to render in jsdom. What they wait for
// is unchanged; only a failure takes longer to show.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  forgetRenderedApps();
  // A test that switched the language leaves English, the spec's, for the next.
  await setLanguage('en');
  localStorage.clear();
  sessionStore.reload();
  // What lives in a module goes back to where a fresh page starts, for the file's next test.
  toast.clear();
  resetConnection();
  // A test that took the network away (an 'offline' event) leaves TanStack Query online again.
  onlineManager.setOnline(true);
  themeStore.reload();
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A test that hid the tab (test/event-streams.ts) leaves it shown for the next.
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
});

// jsdom's Blob (so File) has no text(), which every browser the app supports has.
if (typeof Blob.prototype.text !== 'function') {
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    },
  });
}

// jsdom lays nothing out and has no scrollIntoView, which every browser has.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
