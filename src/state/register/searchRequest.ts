/**
 * The register's search request: the body of POST /api/ippcInstallations for a filter and a view state, and
 * the view state of a URL without any. Small and without app imports: the first-page preload sends the first
 * page's search with it before the app's code has come (app/pages.ts).
 */
import type { InstallationFilter, InstallationSearchRequest } from '../../../generated/app/model';
import type { RegisterViewState } from './registerView';

export const DEFAULT_VIEW_STATE: RegisterViewState = { sort: 'name', direction: 'asc', page: 1, pageSize: 20, view: 'table' };

/** The request body of POST /api/ippcInstallations (zero-based page). */
export function toSearchRequest(filter: InstallationFilter, state: RegisterViewState): InstallationSearchRequest {
  return { filter, page: state.page - 1, pageSize: state.pageSize, sort: { field: state.sort, direction: state.direction } };
}
