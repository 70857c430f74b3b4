import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionItemData } from './Accordion';

const items: AccordionItemData[] = [
  { id: 'features', title: 'Features', content: 'Waterproof, breathable.' },
  { id: 'details', title: 'Product details', content: 'Recycled nylon shell.' },
  { id: 'care', title: 'Care', content: 'Machine wash cold.' },
];

describe('Accordion', () => {
  it('puts each trigger button inside a heading of the given level', () => {
    render(<Accordion items={items} headingLevel={4} />);
    const headings = screen.getAllByRole('heading', { level: 4 });
    expect(headings).toHaveLength(3);
    expect(headings[0]).toContainElement(screen.getByRole('button', { name: 'Features' }));
  });

  it('starts collapsed, expands on click and wires aria-controls to a labelled region', async () => {
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'Features' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Waterproof, breathable.')).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Features' });
    expect(region).toHaveTextContent('Waterproof, breathable.');
    expect(trigger).toHaveAttribute('aria-controls', region.id);
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('honours defaultValue (the product page’s default-open sections) and allows several open', async () => {
    render(<Accordion items={items} defaultValue={['features', 'details']} />);
    expect(screen.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Product details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('type="single" closes the others', async () => {
    const onValueChange = vi.fn();
    render(<Accordion type="single" items={items} defaultValue="features" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Care' }));
    expect(onValueChange).toHaveBeenLastCalledWith('care');
    expect(screen.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('supports the APG keyboard: Enter/Space toggle, arrows/Home/End move focus', async () => {
    render(<Accordion items={items} />);
    const [features, details, care] = screen.getAllByRole('button');
    features!.focus();
    await userEvent.keyboard('{Enter}');
    expect(features).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(details).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    expect(care).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(features).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(care).toHaveFocus();
  });

  it('renders composed parts', async () => {
    render(
      <Accordion>
        <AccordionItem value="sizing">
          <AccordionTrigger>Sizing</AccordionTrigger>
          <AccordionContent>True to size.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sizing' }));
    expect(screen.getByRole('region', { name: 'Sizing' })).toHaveTextContent('True to size.');
  });

  it('disables an item', () => {
    render(<Accordion items={[{ ...items[0]!, disabled: true }]} />);
    expect(screen.getByRole('button', { name: 'Features' })).toBeDisabled();
  });
});
