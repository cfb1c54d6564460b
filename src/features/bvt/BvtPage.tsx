import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { BvtConclusion, BvtDocument } from '../../../generated/app/model';
import { useGetBvtList } from '../../../generated/app/hooks/bvt/bvt';
import { useGetConfigEdmLinkTemplateBvtDmsDocument } from '../../../generated/app/hooks/config/config';
import { PageHeader } from '../../components/PageHeader';
import { Loading, QueryState } from '../../components/QueryState';
import { formatDate } from '../../components/format';
import { appTexts, routeNames } from '../../messages/de';
import { bvtTexts } from '../../messages/content';
import { enumLabel } from '../../messages/enumLabel';
import { DEFAULT_BVT_SORT, edmLink, nextSort, searchBvt, sortBvt, type BvtSort, type BvtSortKey } from './bvtTable';
import { downloadBvtDocument } from './download';
import './bvt.css';
import { TableScroll } from '../../components/TableScroll';
import { Info } from '../../components/info/Info';
import { helpTopics } from '../../messages/help';
import { configSettingQuery } from '../../api/queries';

/**
 * bvT Schlussfolgerungen: the BAT conclusions (GET /api/bvt/list) in a searchable table with sortable
 * columns; each document can be created and downloaded, and opened in the EDM when it has a DMS id.
 */
export default function BvtPage() {
  const list = useGetBvtList();
  // The link template is optional: without it the EDM links are left out.
  const edmTemplate = useGetConfigEdmLinkTemplateBvtDmsDocument({ query: configSettingQuery });
  return (
    <section className="page">
      <PageHeader title={routeNames.bvtConclusions} crumbs={[{ label: routeNames.bvtConclusions }]} />
      <p className="bvt__intro">
        {bvtTexts.intro}
        <Info {...helpTopics.bvt} />
      </p>
      <QueryState query={list} errorText={appTexts.contentUnavailable} isEmpty={(data) => data.length === 0}>
        {/* The table waits for the link template too (fetched in parallel): its EDM links would otherwise make
            the rows taller after they are shown (layout shift). */}
        {(data) =>
          edmTemplate.isPending ? (
            <Loading />
          ) : (
            <BvtTable list={data} edmTemplate={edmTemplate.data?.value} />
          )
        }
      </QueryState>
    </section>
  );
}

const COLUMNS: { key: BvtSortKey; label: string }[] = [
  { key: 'code', label: bvtTexts.columns.code },
  { key: 'title', label: bvtTexts.columns.title },
  { key: 'decision', label: bvtTexts.columns.decision },
  { key: 'publishedOn', label: bvtTexts.columns.publishedOn },
  { key: 'reconsiderationDeadline', label: bvtTexts.columns.reconsiderationDeadline },
];

function BvtTable({ list, edmTemplate }: { list: BvtConclusion[]; edmTemplate: string | undefined }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BvtSort>(DEFAULT_BVT_SORT);
  const rows = useMemo(() => sortBvt(searchBvt(list, query), sort), [list, query, sort]);

  return (
    <>
      <div className="bvt__search" role="search">
        <label htmlFor={searchId}>{bvtTexts.searchLabel}</label>
        <input id={searchId} type="search" value={query} aria-describedby={`${searchId}-hint`} onChange={(event) => setQuery(event.target.value)} />
        <span id={`${searchId}-hint`} className="bvt__hint">
          {bvtTexts.searchHint}
        </span>
      </div>
      <p className="bvt__count" role="status">
        {rows.length === 0 ? bvtTexts.noResults : bvtTexts.count(rows.length, list.length)}
      </p>
      {rows.length > 0 && (
        <TableScroll label={bvtTexts.caption}>
          <table className="table table--stack bvt__table">
            <caption>{bvtTexts.caption}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const active = sort.key === column.key;
                  return (
                    // Named by its label alone: an info button beside it is no part of the column's name.
                    <th key={column.key} scope="col" aria-sort={active ? sort.direction : 'none'} aria-label={column.label}>
                      <button type="button" className="bvt__sort" onClick={() => setSort((current) => nextSort(current, column.key))}>
                        {column.label}
                        <span className="bvt__sort-icon" aria-hidden="true">
                          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                      {column.key === 'reconsiderationDeadline' && <Info {...helpTopics.bvtDeadline} label={column.label} />}
                    </th>
                  );
                })}
                <th scope="col">{bvtTexts.columns.documents}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((bvt) => (
                <tr key={bvt.id}>
                  <td data-label={bvtTexts.columns.code}>{bvt.code}</td>
                  <th scope="row">{bvt.title}</th>
                  <td data-label={bvtTexts.columns.decision}>{bvt.decision}</td>
                  <td data-label={bvtTexts.columns.publishedOn}>{formatDate(bvt.publishedOn)}</td>
                  <td data-label={bvtTexts.columns.reconsiderationDeadline}>{formatDate(bvt.reconsiderationDeadline)}</td>
                  <td data-label={bvtTexts.columns.documents}>
                    {bvt.documents.length === 0 ? (
                      bvtTexts.noDocuments
                    ) : (
                      <ul className="bvt__documents">
                        {bvt.documents.map((document) => (
                          <DocumentActions key={document.id} document={document} edmTemplate={edmTemplate} />
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function DocumentActions({ document, edmTemplate }: { document: BvtDocument; edmTemplate: string | undefined }) {
  const language = enumLabel(bvtTexts.languages, document.language);
  const download = useMutation({ mutationFn: () => downloadBvtDocument(document.id) });
  const edm = edmLink(edmTemplate, document.dmsDocumentId);
  const pending = download.isPending;
  return (
    <li className="bvt__document">
      <button
        type="button"
        className="bvt__download"
        aria-label={pending ? bvtTexts.creatingLabel(document.title) : bvtTexts.downloadLabel(document.title, language)}
        aria-disabled={pending}
        title={document.title}
        onClick={() => {
          if (!pending) download.mutate();
        }}
      >
        {pending ? bvtTexts.creating : bvtTexts.download(language)}
      </button>
      {edm && (
        <a className="bvt__edm" href={edm} target="_blank" rel="noopener noreferrer" aria-label={bvtTexts.edmLabel(document.title)}>
          {bvtTexts.edm}
        </a>
      )}
      <span className="bvt__status" role="status">
        {pending ? bvtTexts.creatingLabel(document.title) : download.isSuccess ? bvtTexts.created(download.data) : ''}
      </span>
      {download.isError && (
        <span className="bvt__error" role="alert">
          {bvtTexts.createFailed}
        </span>
      )}
    </li>
  );
}
