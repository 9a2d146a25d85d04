import './app/early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOfflineSupport } from './features/offline';
import { catalogsReady } from './lib/i18n';
import './styles/global.css';

// The service worker only in a build: the dev server's modules change under it.
startOfflineSupport({ serviceWorker: import.meta.env.PROD });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// In German or French, the first page waits for its catalogues (the shell's, one request).
void catalogsReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
