/** The back office's entry: mounts the app once its language's messages are in. */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import './app/styles.css';

createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Root />
    </Suspense>
  </StrictMode>,
);
