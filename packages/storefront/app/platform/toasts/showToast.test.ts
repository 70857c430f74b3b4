// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { receiveToasts, showToast, type ShopToast } from './showToast';

describe('showToast', () => {
  it('queues toasts until the host starts, then delivers them in order, then the later ones', () => {
    const target = new EventTarget() as unknown as Window;
    showToast({ title: 'Welcome back!' }, target);
    showToast({ title: 'Item removed from wishlist', status: 'success' }, target);
    const received: ShopToast[] = [];
    const stop = receiveToasts((toast) => received.push(toast), target);
    expect(received.map((toast) => toast.title)).toEqual(['Welcome back!', 'Item removed from wishlist']);
    showToast({ title: 'Password Reset Success', status: 'success' }, target);
    expect(received.map((toast) => toast.title)).toContain('Password Reset Success');
    stop();
    showToast({ title: 'later' }, target);
    expect(received).toHaveLength(3);
    // after the host stops, toasts wait again for the next one
    const next: ShopToast[] = [];
    receiveToasts((toast) => next.push(toast), target)();
    expect(next.map((toast) => toast.title)).toEqual(['later']);
  });
});
