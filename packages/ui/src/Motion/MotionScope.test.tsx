import { render, screen, waitFor } from '@testing-library/react';
import { m } from 'framer-motion';
import { describe, expect, it } from 'vitest';
import { MotionScope } from './MotionScope';

describe('MotionScope', () => {
  it('lets `m` elements render and animate once the features arrive', async () => {
    render(
      <MotionScope>
        <m.p initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 0 }}>
          scoped
        </m.p>
      </MotionScope>,
    );
    const element = screen.getByText('scoped');
    expect(element.style.opacity).toBe('0');
    await waitFor(() => expect(element.style.opacity).toBe('1'));
  });

  it('is strict: a full `motion` element inside throws, so nothing bypasses the lazy features', async () => {
    const { motion } = await import('framer-motion');
    const errors = console.error;
    console.error = () => {};
    try {
      expect(() =>
        render(
          <MotionScope>
            <motion.p>full</motion.p>
          </MotionScope>,
        ),
      ).toThrow();
    } finally {
      console.error = errors;
    }
  });
});
