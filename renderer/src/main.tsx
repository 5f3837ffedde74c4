import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { findBridge } from './bridge';
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
          Scoretray's window was opened without its app: there is no data to show.
        </p>
      )}
    </StrictMode>,
  );
}
