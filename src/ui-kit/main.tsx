import '../api/zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { Gallery } from './Gallery';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in ui-kit.html');
createRoot(container).render(
  <StrictMode>
    <Provider>
      <Gallery />
    </Provider>
  </StrictMode>,
);
