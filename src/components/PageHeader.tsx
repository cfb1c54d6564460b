import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from './AppLink';
import { APP_NAME, settings } from '../api/settings';
import { appTexts } from '../messages/de';
import { shellTexts } from '../messages/shell';
import { backCrumb, useHeadingFocus, useRouteInfo, type Crumb } from './routeInfo';

function CrumbLink({ crumb }: { crumb: Crumb }) {
  if (!crumb.to) return <span aria-current={crumb.current ? 'page' : undefined}>{crumb.label}</span>;
  return crumb.external ? <a href={crumb.to}>{crumb.label}</a> : <AppLink to={crumb.to}>{crumb.label}</AppLink>;
}

/**
 * The height of what sticks at the top (the title and action bars from a viewport height of 900 px, the
 * title bar alone from 500 px, nothing below) as `--sticky-height` on the document: the page's scroll padding,
 * so that an element scrolled into view by focus is not hidden under the bars.
 */
function useStickyHeight(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const wrapper = ref.current;
    const titleBar = wrapper?.querySelector('.title-bar');
    if (!wrapper || !titleBar || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const update = () => {
      const stuck = [wrapper, titleBar].find((element) => getComputedStyle(element).position === 'sticky');
      root.style.setProperty('--sticky-height', `${stuck ? Math.ceil(stuck.getBoundingClientRect().height) : 0}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(titleBar);
    observer.observe(wrapper);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--sticky-height');
    };
  }, [ref]);
}

/**
 * Page title bar: breadcrumbs 'Portal' → 'IPPC Austria' → … from the route registry (invisible
 * entries skipped; the shell provides them), a back link to the previous crumb on small screens, the
 * title, an optional action bar, filter bar and last-changed info. The `crumbs` prop is only a fallback
 * for pages rendered outside the shell.
 */
export function PageHeader({
  title,
  crumbs = [],
  actions,
  filterBar,
  lastChanged,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  filterBar?: ReactNode;
  /** The last-changed date; `null` while it loads (the line keeps its height, so nothing below shifts). */
  lastChanged?: ReactNode;
}) {
  // The browser title is the app title plus the page title.
  useEffect(() => {
    document.title = title ? `${APP_NAME} – ${title}` : APP_NAME;
  }, [title]);
  const stickyRef = useRef<HTMLDivElement>(null);
  useStickyHeight(stickyRef);
  const info = useRouteInfo();
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const chain: Crumb[] = info?.crumbs ?? [{ label: appTexts.portal, to: `${settings.portalBase}/`, external: true }, { label: APP_NAME, to: '/' }, ...crumbs];
  const back = backCrumb(chain);
  return (
    <div className="page-header">
      {/* The title bar and the action bar stick as one block (styles.css), so neither covers the other. */}
      <div ref={stickyRef} className="page-header__sticky">
        <div className="title-bar">
          <nav aria-label={shellTexts.breadcrumbs}>
            <ol className="breadcrumbs">
              {chain.map((crumb) => (
                <li key={`${crumb.label}-${crumb.to ?? ''}`}>
                  <CrumbLink crumb={crumb} />
                </li>
              ))}
            </ol>
          </nav>
          {back?.to && (
            <p className="title-bar__back">
              {back.external ? (
                <a href={back.to}>
                  <span aria-hidden="true">‹</span>
                  {shellTexts.backTo(back.label)}
                </a>
              ) : (
                <AppLink to={back.to}>
                  <span aria-hidden="true">‹</span>
                  {shellTexts.backTo(back.label)}
                </AppLink>
              )}
            </p>
          )}
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {lastChanged === null ? (
            <p className="shell-last-changed" aria-hidden="true">
              {'\u00a0'}
            </p>
          ) : (
            lastChanged && (
              <p className="shell-last-changed">
                {shellTexts.lastChanged} {lastChanged}
              </p>
            )
          )}
        </div>
        {actions && (
          <div className="action-bar" role="group" aria-label={shellTexts.actions}>
            {actions}
          </div>
        )}
      </div>
      {filterBar && (
        <div className="filter-bar" role="group" aria-label={shellTexts.filters}>
          {filterBar}
        </div>
      )}
    </div>
  );
}
