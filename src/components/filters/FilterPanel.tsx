import { useId, useRef, type KeyboardEvent } from 'react';
import { filterTexts } from '../../messages/filters';
import { CriteriaEditor } from './CriteriaEditor';
import { FilterDialogs } from './FilterDialogs';
import { FilterErrorAlert } from './FilterErrorAlert';
import { FilterHistory } from './FilterHistory';
import { FilterManagement } from './FilterManagement';
import './filters.css';

export type FilterPanelTab = 'Filter' | 'History';

/**
 * The side panel's content for the panel types Filter and History: tabs 'Filter' (management
 * and criteria) and 'Verlauf' (the applied states), the warning of a filter error and the filter dialogs.
 */
export function FilterPanel({ filterId, tab, onTabChange }: { filterId: string; tab: FilterPanelTab; onTabChange: (tab: FilterPanelTab) => void }) {
  const id = `filters${useId().replace(/:/g, '')}`;
  const tabs: { key: FilterPanelTab; label: string }[] = [
    { key: 'Filter', label: filterTexts.tabFilter },
    { key: 'History', label: filterTexts.tabHistory },
  ];
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.key === tab);
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: FilterPanelTab | undefined;
    if (move) next = tabs[(index + move + tabs.length) % tabs.length]?.key;
    if (event.key === 'Home') next = tabs[0]?.key;
    if (event.key === 'End') next = tabs[tabs.length - 1]?.key;
    if (!next) return;
    event.preventDefault();
    onTabChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="filters-panel">
      <FilterErrorAlert filterId={filterId} />
      {/* No name of its own: the panel's heading names the panel, the tabs name themselves. */}
      <div role="tablist" className="filters-tabs">
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(element) => {
              refs.current[t.key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-controls={`${id}-panel`}
            aria-selected={tab === t.key}
            tabIndex={tab === t.key ? 0 : -1}
            className="filters-tabs__tab"
            onClick={() => onTabChange(t.key)}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="filters-tabs__panel">
        {tab === 'Filter' ? (
          <>
            <FilterManagement filterId={filterId} />
            <CriteriaEditor filterId={filterId} />
          </>
        ) : (
          <FilterHistory filterId={filterId} />
        )}
      </div>
      <FilterDialogs filterId={filterId} />
    </div>
  );
}
