import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem, type TabsProps } from './Tabs.js';

const items: TabItem[] = [
  { id: 'price', label: 'Price', content: 'Price panel' },
  { id: 'origin', label: 'Origin', content: 'Origin panel' },
  { id: 'owner', label: 'Owner', content: 'Owner panel' },
];

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () => screen.getByRole('tabpanel');

function renderTabs(props: Partial<TabsProps> = {}) {
  return render(<Tabs items={items} label="Criteria" {...props} />);
}

describe('Tabs', () => {
  it('links tabs and panels and shows only the selected panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Criteria' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Price', 'Origin', 'Owner']);
    expect(selectedTab()?.textContent).toBe('Price');
    const panel = visiblePanel();
    expect(panel.textContent).toBe('Price panel');
    expect(panel.id).toBe(tabs[0]!.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('uses a roving tabindex', () => {
    renderTabs({ defaultValue: 'origin' });
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('ArrowRight and ArrowLeft select and focus the neighbour, wrapping around', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Price' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Origin');
    expect(document.activeElement).toBe(selectedTab());
    expect(visiblePanel().textContent).toBe('Origin panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Price');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Owner');
    expect(document.activeElement).toBe(selectedTab());
  });

  it('mirrors ArrowLeft and ArrowRight in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Tabs items={items} label="Criteria" />
      </div>,
    );
    await user.click(screen.getByRole('tab', { name: 'Price' }));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Origin');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Owner');
    expect(document.activeElement).toBe(selectedTab());
  });

  it('Home and End jump to the first and last tab', async () => {
    const user = userEvent.setup();
    renderTabs({ defaultValue: 'origin' });
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Origin');
    await user.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Owner');
    await user.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Price');
    expect(document.activeElement).toBe(selectedTab());
  });

  it('Tab moves from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('skips and refuses disabled tabs', async () => {
    const user = userEvent.setup();
    renderTabs({ items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] });
    expect(screen.getByRole('tab', { name: 'Origin' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Origin' }));
    expect(selectedTab()?.textContent).toBe('Price');
    await user.click(screen.getByRole('tab', { name: 'Price' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Owner');
  });

  it('is controllable: reports choices and shows what the host decides', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderTabs({ value: 'owner', onValueChange });
    expect(selectedTab()?.textContent).toBe('Owner');
    await user.click(screen.getByRole('tab', { name: 'Price' }));
    expect(onValueChange).toHaveBeenCalledWith('price');
    expect(selectedTab()?.textContent).toBe('Owner');
    rerender(<Tabs items={items} label="Criteria" value="price" onValueChange={onValueChange} />);
    expect(selectedTab()?.textContent).toBe('Price');
  });

  it('works with a host that keeps the value in state', async () => {
    const user = userEvent.setup();
    function Host() {
      const [value, setValue] = useState('origin');
      return (
        <>
          <Tabs items={items} label="Criteria" value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Host />);
    await user.click(screen.getByRole('tab', { name: 'Origin' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status').textContent).toBe('price');
    expect(selectedTab()?.textContent).toBe('Price');
  });
});
