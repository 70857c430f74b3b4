import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Drawer } from '../Drawer/Drawer';
import { Modal } from '../Modal/Modal';
import { RidgelineProvider } from '../RidgelineProvider/RidgelineProvider';

// Drawer, Modal and the toast region load their Radix/framer-motion code lazily: the server render
// (and so the hydrating browser) holds only the triggers, with the attributes Radix's trigger had.
describe('lazily loaded parts on the server', () => {
  it('renders a closed Drawer/Modal as its trigger only, wired like a Radix dialog trigger', () => {
    const html = renderToString(
      <RidgelineProvider withGlobalStyles={false}>
        <Drawer title="Legal" trigger={<button>Terms apply</button>}>
          text
        </Drawer>
        <Modal title="Sign in" trigger={<button type="submit">Sign in</button>}>
          form
        </Modal>
      </RidgelineProvider>,
    );
    const doc = document.createElement('div');
    doc.innerHTML = html;
    const [drawerTrigger, modalTrigger] = [...doc.querySelectorAll('button')];
    expect(drawerTrigger).toHaveAttribute('type', 'button');
    expect(modalTrigger).toHaveAttribute('type', 'submit'); // the trigger's own props win
    for (const trigger of [drawerTrigger, modalTrigger]) {
      expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveAttribute('data-state', 'closed');
      expect(trigger?.getAttribute('aria-controls')).toBeTruthy();
    }
    expect(doc.querySelector('[role="dialog"]')).toBeNull();
  });

  it('renders no toast region before the first toast', () => {
    const html = renderToString(<RidgelineProvider withGlobalStyles={false}>page</RidgelineProvider>);
    expect(html).toBe('page');
  });
});
