import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { CountryDialog, ExitIntentDialog, PickUpDialog } from './OverlayDialog';

describe('the overlay dialogs', () => {
  it('CountryDialog: locale links report the choice; Stay closes and reports the close', async () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    renderWithProvider(
      <CountryDialog
        title="Shopping from Canada?"
        description="Choose where you want to shop. You are on the United States site."
        countryName="Canada"
        options={[{ id: 'en-CA', href: '/en-ca/home', label: 'Shop Canada (English)' }]}
        stayLabel="Stay on the United States site"
        viewAll={{ href: 'https://example.test/countries', label: 'View all countries' }}
        onChoose={onChoose}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Shopping from Canada?' });
    expect(dialog).toHaveTextContent('Canada');
    const option = screen.getByRole('link', { name: 'Shop Canada (English)' });
    expect(option).toHaveAttribute('href', '/en-ca/home');
    option.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(option);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'View all countries' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on the United States site' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ExitIntentDialog: the button closes it, then runs the action', async () => {
    const calls: string[] = [];
    renderWithProvider(
      <ExitIntentDialog
        heading="Wait!"
        body="Sign up for 10% off."
        buttonText="Sign up"
        imgUrl="/offer.jpg"
        altText="Offer"
        linkName="exit-offer"
        gapPx={16}
        spacing={2}
        onAction={() => calls.push('action')}
        onClose={() => calls.push('close')}
      />,
    );
    await screen.findByRole('dialog', { name: 'Wait!' });
    const button = screen.getByRole('button', { name: 'Sign up' });
    expect(button).toHaveAttribute('data-link-name', 'exit-offer');
    expect(document.querySelector('[data-exit-intent-modal]')).toHaveAttribute('data-spacing', '2');
    await userEvent.click(button);
    expect(calls).toEqual(['close', 'action']);
  });

  it('PickUpDialog: the product links back; Escape closes it', async () => {
    const onClose = vi.fn();
    renderWithProvider(
      <PickUpDialog
        title="Pick Up Where You Left Off"
        product={{ imageSrc: '/p.jpg', name: 'Summit Jacket', href: '/p/summit' }}
        ctaText="Continue shopping"
        onClose={onClose}
      />,
    );
    await screen.findByRole('dialog', { name: 'Pick Up Where You Left Off' });
    expect(screen.getByRole('link', { name: 'Summit Jacket' })).toHaveAttribute('href', '/p/summit');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/p/summit');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
