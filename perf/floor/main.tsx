/**
 * The floor of the first-load measurement (scripts/perf.ts): the least a React app with this project's
 * libraries does to show the register's first rows. React, react-router (HashRouter, one route) and TanStack
 * Query (useQuery) as the app uses them, the register's first search sent to the same API, its 20 rows as a
 * plain table under a static header. Not part of the app; built by the perf step with perf/floor/vite.config.ts.
 */
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ACCEPT, FIRST_SEARCH } from './request';
import './floor.css';

interface Installation {
  id: string;
  name: string;
  operatorName?: string;
  site?: { city?: string; districtName?: string; bundeslandName?: string };
  mainActivity?: { code: string; label: string };
  status: string;
}

interface SearchResult {
  total: number;
  items: Installation[];
}

async function search(signal: AbortSignal): Promise<SearchResult> {
  const response = await fetch('api/ippcInstallations', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: ACCEPT, 'Content-Type': 'application/json' },
    body: JSON.stringify(FIRST_SEARCH),
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SearchResult;
}

function Register() {
  const { data, error } = useQuery({ queryKey: ['ippcInstallations', FIRST_SEARCH], queryFn: ({ signal }) => search(signal) });
  return (
    <main>
      <h1>Anlagenregister</h1>
      {error ? <p role="alert">Die Suche ist fehlgeschlagen.</p> : null}
      {data ? (
        <table>
          <caption>{data.total} Anlagen gefunden</caption>
          <thead>
            <tr>
              <th scope="col">Anlage</th>
              <th scope="col">Betreiber</th>
              <th scope="col">Ort</th>
              <th scope="col">Bezirk</th>
              <th scope="col">Bundesland</th>
              <th scope="col">Haupttätigkeit</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{item.operatorName}</td>
                <td>{item.site?.city}</td>
                <td>{item.site?.districtName}</td>
                <td>{item.site?.bundeslandName}</td>
                <td>{item.mainActivity ? `${item.mainActivity.code} ${item.mainActivity.label}` : ''}</td>
                <td>{item.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={new QueryClient()}>
      <HashRouter>
        <Routes>
          <Route path="/installations" element={<Register />} />
        </Routes>
      </HashRouter>
    </QueryClientProvider>,
  );
}
