import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RidgelineProvider } from '../RidgelineProvider/RidgelineProvider';

/** Renders inside `RidgelineProvider`, as every Ridgeline page does. */
export function renderWithProvider(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: RidgelineProvider, ...options });
}
