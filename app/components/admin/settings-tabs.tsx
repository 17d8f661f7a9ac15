import { type KeyboardEvent, useRef } from "react";

export type SettingsTab = { id: string; label: string; hasError?: boolean };

/**
 * The settings tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select them,
 * Tab moves into the panel. Panels get their ids from tabPanelProps.
 */
export function SettingsTabList({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly SettingsTab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-stone-200 border-b">
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(tab.id)}
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

export function tabId(id: string): string {
  return `indstillinger-fane-${id}`;
}

export function panelId(id: string): string {
  return `indstillinger-panel-${id}`;
}

/** Props for a tab's panel; hidden panels stay in the form, so their fields are still saved. */
export function tabPanelProps(id: string, selected: string) {
  return {
    role: "tabpanel",
    id: panelId(id),
    "aria-labelledby": tabId(id),
    hidden: id !== selected,
    tabIndex: 0,
  } as const;
}
