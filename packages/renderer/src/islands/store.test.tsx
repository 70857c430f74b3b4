import { act, render, screen } from '@testing-library/react';
import { createIslandStore } from './store';

describe('createIslandStore', () => {
  it('shares one value between separate React roots and re-renders both on a change', () => {
    const basketCount = createIslandStore(0);
    function Badge({ label }: { label: string }) {
      return <span data-testid={label}>{basketCount.use()}</span>;
    }
    // Two roots, as two islands are.
    render(<Badge label="header" />);
    render(<Badge label="product" />);
    act(() => basketCount.set((count) => count + 2));
    expect(screen.getByTestId('header').textContent).toBe('2');
    expect(screen.getByTestId('product').textContent).toBe('2');
  });

  it('notifies subscribers only when the value changes, and stops after unsubscribing', () => {
    const groups = createIslandStore<readonly string[]>(['Everyone']);
    const seen: (readonly string[])[] = [];
    const unsubscribe = groups.subscribe(() => seen.push(groups.get()));
    const same = groups.get();
    groups.set(same);
    groups.set(['Everyone', 'Registered']);
    unsubscribe();
    groups.set(['Everyone']);
    expect(seen).toEqual([['Everyone', 'Registered']]);
  });
});
