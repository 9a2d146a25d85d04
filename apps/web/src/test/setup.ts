import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '../lib/session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
