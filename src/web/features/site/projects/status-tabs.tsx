import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

interface Tab<Value extends string> {
  value: Value;
  label: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation, as the portfolio needs it: the arrow keys move to
 * the previous or next tab (wrapping), Home and End to the first and last, and the focused tab is
 * selected; only the selected tab is in the Tab order. Written here rather than taken from Radix Tabs
 * (8 KB gzip with its focus-group machinery), to keep the projects page in its JavaScript budget (docs/architecture.md section 9).
 * Every tab has its panel element (hidden unless selected), so each `aria-controls` names one.
 */
export function StatusTabs<Value extends string>(props: {
  label: string;
  tabs: readonly Tab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  listClassName: string;
  tabClassName: string;
  panelClassName: string;
  /** The selected tab's panel content. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<Value, HTMLButtonElement>());
  const ids = (value: Value) => ({ tab: `${id}-tab-${value}`, panel: `${id}-panel-${value}` });

  const onKeyDown = (event: KeyboardEvent) => {
    const current = props.tabs.findIndex((tab) => tab.value === props.value);
    const last = props.tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const value = props.tabs[next]!.value;
    props.onChange(value);
    buttons.current.get(value)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-orientation="horizontal" aria-label={props.label} className={props.listClassName} onKeyDown={onKeyDown}>
        {props.tabs.map((tab) => {
          const selected = tab.value === props.value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={ids(tab.value).tab}
              aria-selected={selected}
              aria-controls={ids(tab.value).panel}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              className={props.tabClassName}
              onClick={() => props.onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {props.tabs.map((tab) => {
        const selected = tab.value === props.value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={ids(tab.value).panel}
            aria-labelledby={ids(tab.value).tab}
            hidden={!selected}
            tabIndex={0}
            data-state={selected ? "active" : "inactive"}
            className={props.panelClassName}
          >
            {selected ? props.children : null}
          </div>
        );
      })}
    </>
  );
}
