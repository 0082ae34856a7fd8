import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { startEarlySessionCheck } from './features/auth/api/get-me';
import { startQueueFirstPage } from './features/emails/api/early-first-page';
import './index.css';

// On '/', the queue's first page, the session check and the screen's code start loading before
// React's first render, the page first: it is the longest wait before the cards (docs/performance.md, The first screen's JS).
if (window.location.pathname === '/') {
  startQueueFirstPage();
  startEarlySessionCheck();
  void preloadPage('/');
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
