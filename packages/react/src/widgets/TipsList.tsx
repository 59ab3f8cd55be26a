import { useId, useState, type ReactNode } from 'react';
import { TIPS_COLLAPSED_COUNT, needsToggle, visibleTipCount } from './tips.machine.js';
import { tipsListTranslations, type TipsListTexts } from './texts.js';

export interface TipsListProps {
  /** The tips, in order. */
  items: ReactNode[];
  /** Number of tips shown while collapsed; default 3. */
  collapsedCount?: number;
  /** Start expanded (uncontrolled); default collapsed. */
  defaultExpanded?: boolean;
  /** Expanded state (controlled). */
  expanded?: boolean;
  /** Called when the visitor toggles the list. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Texts of the toggle; defaults to English. See `tipsListTranslations`. */
  texts?: Partial<TipsListTexts>;
  /** Accessible name of the list. */
  label?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A list of tips that shows the first few and a show more / show less button for the rest. */
export function TipsList({
  items,
  collapsedCount = TIPS_COLLAPSED_COUNT,
  defaultExpanded = false,
  expanded: expandedProp,
  onExpandedChange,
  texts,
  label,
  className,
}: TipsListProps) {
  const t = { ...tipsListTranslations.en, ...texts };
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded);
  const expanded = expandedProp ?? uncontrolled;
  const listId = useId();
  const shown = visibleTipCount(items.length, expanded, collapsedCount);

  const toggle = () => {
    if (expandedProp === undefined) setUncontrolled(!expanded);
    onExpandedChange?.(!expanded);
  };

  return (
    <div className={['ts-tips', className].filter(Boolean).join(' ')}>
      <ul id={listId} className="ts-tips__list" aria-label={label}>
        {items.slice(0, shown).map((item, index) => (
          <li key={index} className="ts-tips__item">
            {item}
          </li>
        ))}
      </ul>
      {needsToggle(items.length, collapsedCount) && (
        <button
          type="button"
          className="ts-tips__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggle}
        >
          {expanded ? t.showLess : t.showMore}
        </button>
      )}
    </div>
  );
}
