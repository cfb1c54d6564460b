import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createProviders } from './app/App';
import './styles.css';

/**
 * The app starts in the task after the one that evaluates its code: evaluating the modules and starting the
 * providers (the first requests) are each a task of tens of milliseconds on a phone, and one task with both
 * blocks input for their sum (Total Blocking Time).
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in index.html');
  const root = createRoot(container);
  const providers = createProviders();
  // The first render as a transition: React renders it in slices and yields to the browser between them, so
  // the static first paint stays responsive while the shell builds.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App providers={providers} />
      </StrictMode>,
    );
  });
}

setTimeout(start, 0);
