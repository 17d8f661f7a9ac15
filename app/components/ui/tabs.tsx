import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TabItem<K extends string = string> = { id: K; label: string; hasError?: boolean };

/** The tab a key press moves to (WAI-ARIA tabs: arrows wrap around, Home and End), or null. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

const tabId = (idBase: string, id: string) => `${idBase}-fane-${id}`;
const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/**
 * The one tab list (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select
 * them, Tab moves into the panel. A tab with an error in its panel says so, also to screen readers.
 * Panels take their wiring from tabPanelProps with the same idBase.
 */
export function TabList<K extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-stone-200 border-b">
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px inline-flex min-h-11 items-center gap-1.5 rounded-t-lg border-b-2 px-3 font-medium ${
              isSelected
                ? "border-brand-700 bg-white text-brand-800"
                : "border-transparent text-stone-700 hover:bg-stone-200/60 hover:text-stone-900"
            }`}
          >
            {tab.label}
            {tab.hasError ? (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-red-700" />
                <span className="sr-only">(indeholder fejl)</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** Props for a tab's panel; hidden panels stay rendered (in the form), so nothing typed is lost. */
export function tabPanelProps(idBase: string, id: string, selected: string) {
  return {
    role: "tabpanel",
    id: panelId(idBase, id),
    "aria-labelledby": tabId(idBase, id),
    hidden: id !== selected,
    tabIndex: 0,
  } as const;
}

/**
 * A tab list with its panels below it. Panels of tabs not currently offered stay rendered but
 * hidden, so their state survives the tab coming back.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  panels,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  panels: Record<K, ReactNode>;
}) {
  const idBase = useId();
  const offered = new Set(tabs.map((tab) => tab.id));
  return (
    <div>
      <TabList idBase={idBase} label={label} tabs={tabs} selected={selected} onSelect={onSelect} />
      {(Object.keys(panels) as K[]).map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(idBase, id)}
          aria-labelledby={offered.has(id) ? tabId(idBase, id) : undefined}
          hidden={id !== selected || !offered.has(id)}
          className="pt-5"
        >
          {panels[id]}
        </div>
      ))}
    </div>
  );
}
