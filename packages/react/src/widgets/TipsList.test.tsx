import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tipsListTranslations } from './texts.js';
import { TipsList } from './TipsList.js';

const tips = ['One', 'Two', 'Three', 'Four', 'Five'];
const shownTips = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('TipsList', () => {
  it('starts collapsed with three tips and a show more button that controls the list', () => {
    render(<TipsList items={tips} label="Tips" />);
    expect(shownTips()).toEqual(['One', 'Two', 'Three']);
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('list', { name: 'Tips' }).id);
  });

  it('expands and collapses again', async () => {
    const user = userEvent.setup();
    render(<TipsList items={tips} />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(shownTips()).toEqual(tips);
    const button = screen.getByRole('button', { name: 'Show less' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(button);
    expect(shownTips()).toEqual(['One', 'Two', 'Three']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBe(button);
  });

  it('has no button when every tip fits', () => {
    render(<TipsList items={tips.slice(0, 3)} />);
    expect(shownTips()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('accepts another collapsed count', () => {
    render(<TipsList items={tips} collapsedCount={1} />);
    expect(shownTips()).toEqual(['One']);
  });

  it('can start expanded', () => {
    render(<TipsList items={tips} defaultExpanded />);
    expect(shownTips()).toHaveLength(5);
  });

  it('is controllable', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<TipsList items={tips} expanded={false} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(shownTips()).toHaveLength(3);
  });

  it('takes translated texts', async () => {
    const user = userEvent.setup();
    render(<TipsList items={tips} texts={tipsListTranslations.fr} />);
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getByRole('button', { name: 'Afficher moins' })).toBeTruthy();
    for (const texts of Object.values(tipsListTranslations)) {
      expect(texts.showMore).not.toBe(texts.showLess);
    }
  });
});
