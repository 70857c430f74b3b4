import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { ProfilingDrawer } from './ProfilingDrawer';
import { PROFILING_DATA, PROFILING_STEPS, PROFILING_TEXT } from './fixtures';

const base = {
  open: true,
  onOpenChange: () => {},
  steps: PROFILING_STEPS,
  data: PROFILING_DATA,
  loading: false,
  text: PROFILING_TEXT,
};
const stepOf = () => document.querySelector('[data-profiling-step]')?.getAttribute('data-profiling-step');

describe('ProfilingDrawer', () => {
  it('offers months 1–12 by name and days 1–31 on the birthday step, and saves the birthday on Continue', async () => {
    const onSave = vi.fn();
    renderWithProvider(<ProfilingDrawer {...base} initialStep="birthday" onSave={onSave} />);
    const drawer = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    const month = within(drawer).getByLabelText('Month');
    expect([...month.querySelectorAll('option')].map((option) => option.textContent).slice(1, 3)).toEqual([
      'January',
      'February',
    ]);
    expect(within(drawer).getByLabelText('Day').querySelectorAll('option')).toHaveLength(32);
    await userEvent.selectOptions(month, '4');
    await userEvent.selectOptions(within(drawer).getByLabelText('Day'), '12');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith({ birthday: { month: 4, day: 12 } });
    expect(stepOf()).toBe('category');
  });

  it('presets the answers already given and names options by Name, else Label', async () => {
    renderWithProvider(
      <ProfilingDrawer
        {...base}
        initialStep="fit"
        data={{ ...PROFILING_DATA, answers: { fit: ['slim', 3] } }}
        onSave={() => {}}
      />,
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('Slim')).toBeChecked();
    expect(within(drawer).getByLabelText('Regular')).not.toBeChecked();
  });

  it('completes on the last step: saves, closes, calls onComplete and restarts at start', async () => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    const onComplete = vi.fn();
    renderWithProvider(
      <ProfilingDrawer
        {...base}
        initialStep="fit"
        onSave={onSave}
        onOpenChange={onOpenChange}
        onComplete={onComplete}
      />,
    );
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByLabelText('Regular'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Complete Profile' }));
    expect(onSave).toHaveBeenCalledWith({ preferences: { fit: ['regular'] } });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(stepOf()).toBe('start');
  });

  it('says a preference step is loading, and saves nothing for the start step', async () => {
    const onSave = vi.fn();
    const { rerender } = renderWithProvider(
      <ProfilingDrawer {...base} initialStep="category" data={undefined} loading onSave={onSave} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your preferences...');
    rerender(<ProfilingDrawer {...base} initialStep="start" onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).not.toHaveBeenCalled();
  });
});
