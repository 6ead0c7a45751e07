import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingTarget, type Orientation } from './roving-focus';
import './DeploymentTabs.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

export interface DeploymentTabsProps<T extends string> {
  label: string;
  tabs: readonly TabOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Horizontal tabs move with Left and Right; a vertical list (a sidebar) with Up and Down. */
  orientation?: Orientation;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/**
 * Cloud / Data Center tabs as a WAI-ARIA tabs pattern: only the selected tab is in the tab order
 * (roving tabindex), arrow keys wrap, Home and End jump to the ends, and moving selects the tab
 * (automatic activation), so the panel always shows the deployment that has focus.
 */
export function DeploymentTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  orientation = 'horizontal',
  children,
}: DeploymentTabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: T) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingTarget(event.key, index, tabs.length, orientation);
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.value);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={`hc-deployment-tabs hc-deployment-tabs--${orientation}`}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className="hc-tabs">
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className="hc-tabs__tab"
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="hc-tabs__panel">
        {children}
      </div>
    </div>
  );
}
