import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createProviders } from './app/App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');
const root = createRoot(container);
const providers = createProviders();
// The first render as a transition: React renders it in slices and yields to the browser between them, so
// the static first paint stays responsive while the shell builds (Total Blocking Time, DESIGN.md budgets).
startTransition(() => {
  root.render(
    <StrictMode>
      <App providers={providers} />
    </StrictMode>,
  );
});
