import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { findBridge } from './bridge';
import { i18n } from './i18n/i18n';
import './styles/theme.css';

const root = document.getElementById('root');
if (root) {
  const api = findBridge();
  createRoot(root).render(
    <StrictMode>
      {api ? (
        <App api={api} />
      ) : (
        <p className="load-error" role="alert">
          {i18n.t('app.noBridge')}
        </p>
      )}
    </StrictMode>,
  );
}
