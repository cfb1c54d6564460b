import { useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CMS_PAGES } from '../../api/cmsPages';
import { cmsPageQuery } from '../../api/queries';
import { CmsArticle, SanitizedHtml } from '../../components/CmsContent';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { anchorFromLocation, useAnchorScroll, useInPageLinks } from '../../components/cms/anchors';
import { appTexts, routeNames } from '../../messages/de';
import { faqTexts } from '../../messages/content';
import { filterFaq, parseFaqDom, type ParsedFaqDom } from './parseFaq';
import './faq.css';

/**
 * FAQ: the CMS's questions as disclosure widgets, 'Alles aufklappen' / 'Alles zuklappen' when
 * more than one is shown, a search over questions and answers, and a deep link per question:
 * `#/faq#<question id>` opens the question and scrolls to it (see components/cms/anchors.ts); opening a
 * question puts its link into the address bar.
 */
export default function FaqPage() {
  const query = useQuery(cmsPageQuery(CMS_PAGES.faq));
  return (
    <section className="page">
      <PageHeader title={routeNames.faq} crumbs={[{ label: routeNames.faq }]} />
      <QueryState query={query} errorText={appTexts.contentUnavailable} isEmpty={(html) => html.trim() === ''} emptyText={appTexts.contentUnavailable}>
        {(html) => <Faq html={html} />}
      </QueryState>
    </section>
  );
}

function Faq({ html }: { html: string }) {
  const { pathname } = useLocation();
  const parsed = useMemo(() => parseFaqDom(html, pathname), [html, pathname]);
  // Content without recognisable questions is still shown, as a content page.
  if (parsed.entries.length === 0) return <CmsArticle html={html} pageTitle={routeNames.faq} />;
  return <FaqList parsed={parsed} />;
}

function FaqList({ parsed }: { parsed: ParsedFaqDom }) {
  const location = useLocation();
  const navigate = useNavigate();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const selfNavigation = useRef<string | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  const visible = useMemo(() => filterFaq(parsed.entries, search), [parsed.entries, search]);
  const visibleIds = useMemo(() => new Set(visible.map((entry) => entry.id)), [visible]);
  const Question = `h${parsed.questionLevel}` as 'h2';
  const allOpen = visible.length > 0 && visible.every((entry) => open.has(entry.id));

  useInPageLinks(containerRef);
  useAnchorScroll(true, (id) => {
    if (selfNavigation.current === id) {
      selfNavigation.current = undefined;
      return false;
    }
    if (!parsed.entries.some((entry) => entry.id === id)) return undefined;
    setOpen((previous) => new Set(previous).add(id));
    if (!visibleIds.has(id)) setSearch('');
    return document.getElementById(`${id}-button`) ?? undefined;
  });

  const toggle = (id: string) => {
    const opening = !open.has(id);
    setOpen((previous) => {
      const next = new Set(previous);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) {
      selfNavigation.current = id;
      void navigate({ pathname: location.pathname, hash: id }, { replace: true });
    } else if (anchorFromLocation(location.hash) === id) {
      void navigate({ pathname: location.pathname }, { replace: true });
    }
  };

  const toggleAll = () => {
    setOpen((previous) => {
      const next = new Set(previous);
      for (const entry of visible) {
        if (allOpen) next.delete(entry.id);
        else next.add(entry.id);
      }
      return next;
    });
  };

  return (
    <div ref={containerRef} className="faq">
      {parsed.intro !== undefined && <SanitizedHtml node={parsed.intro} className="cms" />}
      <div className="faq__tools" role="search">
        <div className="faq__search">
          <label htmlFor={searchId}>{faqTexts.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <span id={`${searchId}-hint`} className="faq__hint">
            {faqTexts.searchHint}
          </span>
        </div>
        {visible.length > 1 && (
          <button type="button" className="button button--secondary faq__toggle-all" onClick={toggleAll}>
            {allOpen ? faqTexts.collapseAll : faqTexts.expandAll}
          </button>
        )}
      </div>
      <p className="faq__count" role="status">
        {visible.length === 0 ? faqTexts.noResults : faqTexts.count(visible.length, parsed.entries.length)}
      </p>
      <div className="faq__list" aria-label={faqTexts.questionsLabel} role="group">
        {parsed.entries.map((entry) => {
          const isOpen = open.has(entry.id);
          return (
            <div key={entry.id} id={entry.id} className="faq-item" hidden={!visibleIds.has(entry.id)}>
              <Question className="faq-item__question">
                <button
                  type="button"
                  id={`${entry.id}-button`}
                  aria-expanded={isOpen}
                  aria-controls={`${entry.id}-answer`}
                  onClick={() => toggle(entry.id)}
                >
                  {/* The marker is decoration: the question's name is its text alone. */}
                  <span className="faq-item__marker" aria-hidden="true">
                    ▸
                  </span>
                  {entry.question}
                </button>
              </Question>
              <SanitizedHtml
                node={entry.answer}
                id={`${entry.id}-answer`}
                role="region"
                aria-labelledby={`${entry.id}-button`}
                className="faq-item__answer cms"
                hidden={!isOpen}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
