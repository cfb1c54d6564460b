import { useId } from 'react';
import { registerTexts } from '../../messages/register';
import { PAGE_SIZES, pageCount, pageWindow, type RegisterViewState } from '../../state/register/registerView';

/** Paging of the results: first/previous/numbered/next/last and the page size. */
export function Pager({
  total,
  state,
  onPage,
  onPageSize,
}: {
  total: number;
  state: RegisterViewState;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const sizeId = `page-size${useId().replace(/:/g, '')}`;
  const pages = pageCount(total, state.pageSize);
  const current = Math.min(state.page, pages);
  return (
    <div className="register-pager">
      <nav aria-label={registerTexts.paging}>
        <ul className="register-pager__list">
          <li>
            <button type="button" className="register-pager__button" onClick={() => onPage(1)} disabled={current <= 1}>
              <span aria-hidden="true">«</span>
              <span className="visually-hidden">{registerTexts.first}</span>
            </button>
          </li>
          <li>
            <button type="button" className="register-pager__button" onClick={() => onPage(current - 1)} disabled={current <= 1}>
              <span aria-hidden="true">‹ </span>
              {registerTexts.previous}
            </button>
          </li>
          {pageWindow(current, pages).map((page, index) =>
            page === undefined ? (
              <li key={`gap-${index}`} className="register-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={page}>
                <button
                  type="button"
                  className="register-pager__button register-pager__page"
                  aria-current={page === current ? 'page' : undefined}
                  aria-label={registerTexts.pageLabel(page)}
                  onClick={() => onPage(page)}
                >
                  {page}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className="register-pager__button" onClick={() => onPage(current + 1)} disabled={current >= pages}>
              {registerTexts.next}
              <span aria-hidden="true"> ›</span>
            </button>
          </li>
          <li>
            <button type="button" className="register-pager__button" onClick={() => onPage(pages)} disabled={current >= pages}>
              <span aria-hidden="true">»</span>
              <span className="visually-hidden">{registerTexts.last}</span>
            </button>
          </li>
        </ul>
      </nav>
      <p className="register-pager__position">{registerTexts.pageOf(current, pages)}</p>
      <div className="register-pager__size">
        <label htmlFor={sizeId}>{registerTexts.pageSize}</label>
        <select id={sizeId} value={state.pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
