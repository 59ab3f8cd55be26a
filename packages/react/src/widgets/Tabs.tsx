import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isRightToLeft } from './direction.js';
import { isTabKey, nextTabIndex, resolveSelectedIndex, type TabKey } from './tabs.machine.js';

export interface TabItem {
  /** Stable identifier of the tab, used as its value. */
  id: string;
  /** Text or content of the tab button. */
  label: ReactNode;
  /** Content of the panel the tab shows. */
  content: ReactNode;
  /** Whether the tab cannot be selected. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Selected tab id (controlled). */
  value?: string;
  /** Tab selected first when uncontrolled; default the first enabled tab. */
  defaultValue?: string;
  /** Called with the tab id whenever the visitor selects another tab. */
  onValueChange?: (value: string) => void;
  /** Extra class on the root element. */
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End, roving tabindex. */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selectedId = value ?? uncontrolled;
  const selectedIndex = resolveSelectedIndex(
    items,
    items.findIndex((item) => item.id === selectedId),
  );
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    if (value === undefined) setUncontrolled(item.id);
    if (index !== selectedIndex) onValueChange?.(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isTabKey(event.key)) return;
    event.preventDefault();
    // In right-to-left text the next tab is on the left.
    const mirrored: Partial<Record<TabKey, TabKey>> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };
    const key = isRightToLeft(event.currentTarget) ? (mirrored[event.key] ?? event.key) : event.key;
    const target = nextTabIndex(items, selectedIndex, key);
    select(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={['ts-tabs', className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="ts-tabs__list"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              className="ts-tabs__tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              aria-disabled={item.disabled || undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          className="ts-tabs__panel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
