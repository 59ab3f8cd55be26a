import { useId, useMemo, useState } from 'react';
import { checkExpression, complete } from '../model/logic.js';
import { useStudio } from './context.js';

export interface ExpressionInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  describedBy?: string;
}

/**
 * An expression field: the core's parser checks it on every key (the problem in plain words under the field), and
 * answer keys after `{` and function names are suggested (↓/↑ to choose, Enter or Tab to take, Escape to close).
 */
export function ExpressionInput({ id, value, onChange, describedBy }: ExpressionInputProps) {
  const { t, names } = useStudio();
  const [cursor, setCursor] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const listId = useId();
  const errorId = `${id}-error`;
  const check = value === '' ? null : checkExpression(value);
  const suggestions = useMemo(() => (cursor === null || closed ? null : complete(value, cursor, names)), [value, cursor, names, closed]);
  const items = suggestions?.items ?? [];

  const take = (index: number) => {
    if (!suggestions) return;
    const item = suggestions.items[index];
    if (!item) return;
    onChange(value.slice(0, suggestions.from) + item.insert + value.slice(suggestions.to));
    setCursor(suggestions.from + item.insert.length);
    setClosed(true);
  };

  return (
    <div className="studio-expression">
      <input
        id={id}
        type="text"
        className="studio-input studio-input--code"
        value={value}
        spellCheck={false}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={items.length > 0 ? `${listId}-${active}` : undefined}
        aria-invalid={check !== null && !check.ok}
        aria-describedby={[describedBy, check && !check.ok ? errorId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setCursor(event.target.selectionStart);
          setActive(0);
          setClosed(false);
        }}
        onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
        onBlur={() => setClosed(true)}
        onKeyDown={(event) => {
          if (items.length === 0) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
          } else if (event.key === 'Enter' || event.key === 'Tab') {
            event.preventDefault();
            take(active);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setClosed(true);
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label={t('logic.suggestions')} className="studio-suggestions" hidden={items.length === 0}>
        {items.map((item, index) => (
          <li
            key={item.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              take(index);
            }}
          >
            {item.label}
          </li>
        ))}
      </ul>
      {check && !check.ok ? (
        <p id={errorId} className="studio-error">
          {check.message}
        </p>
      ) : null}
    </div>
  );
}
