import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TabItem<K extends string> = { key: K; label: string; hasError?: boolean };

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs. Every panel stays rendered (hidden
 * ones with `hidden`), so nothing typed in a tab is lost when another is shown.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  panels,
}: {
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  panels: Record<K, ReactNode>;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === active);
    let next: number | null = null;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = tabs.length - 1;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    buttons.current.get(tab.key)?.focus();
  }

  const visible = new Set(tabs.map((tab) => tab.key));
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-stone-200 border-b"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={`-mb-px inline-flex min-h-11 flex-1 items-center justify-center whitespace-nowrap border-b-2 px-2 font-semibold sm:flex-none sm:px-4 ${
                selected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-stone-700 hover:text-stone-900"
              }`}
            >
              {tab.label}
              {tab.hasError ? (
                <span className="ml-1 text-red-700">
                  <span aria-hidden="true">!</span>
                  <span className="sr-only"> (har fejl)</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {(Object.keys(panels) as K[]).map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={visible.has(key) ? tabId(key) : undefined}
          hidden={key !== active || !visible.has(key)}
          className="pt-5"
        >
          {panels[key]}
        </div>
      ))}
    </div>
  );
}
