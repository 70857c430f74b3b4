// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDrawerView, loyaltyOf } from './AccountDrawer';

/** The account drawer's greeting and loyalty tracker, both from one `/__ridgeline/shopper` answer on opening. */
const signIn = () => (document.cookie = 'ridgeline-signed-in=1; path=/');
const urlOf = (input: unknown) => String(input instanceof Request ? input.url : input);

// the route's answer for a member, in the page's words (fr-CA here: the server formats them)
const MEMBER = {
  signedIn: true,
  firstName: 'Ada',
  loyalty: {
    kind: 'titanium',
    points: 120,
    threshold: 500,
    title: 'Récompenses Titane',
    progress: '120 points sur 500 avant votre prochaine récompense',
    progressLabel: 'Progression vers la récompense : 24 %',
    minimum: 'Les récompenses commencent à $5.00',
    expires: 'Niveau valide jusqu’au 31 décembre 2099',
    expiresSoon: false,
  },
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => Response.json(MEMBER));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'ridgeline-signed-in=; Max-Age=0; path=/';
});

const drawer = (localeId = 'fr-CA', open = true) =>
  render(<AccountDrawerView open={open} onOpenChange={() => {}} localeId={localeId} />);

describe('AccountDrawer: the loyalty tracker', () => {
  it("a signed-in shopper with loyalty sees the tracker's tier and points, asked once in the page's locale", async () => {
    signIn();
    drawer('fr-CA');
    const dialog = await screen.findByRole('dialog', { name: 'Hi, Ada' }, { timeout: 15_000 });
    const tracker = await within(dialog).findByRole('region', { name: 'Récompenses Titane' });
    expect(within(tracker).getByText('120 points sur 500 avant votre prochaine récompense')).toBeTruthy();
    expect(within(tracker).getByRole('progressbar', { name: 'Progression vers la récompense : 24 %' })).toHaveProperty(
      'value',
      120,
    );
    expect(within(tracker).getByText('Niveau valide jusqu’au 31 décembre 2099')).toBeTruthy();
    // above the account pages
    const nav = within(dialog).getByRole('navigation');
    expect(tracker.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // one request: the greeting and the tracker together, private to the session
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/__ridgeline/shopper?fields=loyalty&locale=fr-CA');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it('a guest makes no loyalty request, and nothing is asked while the drawer is closed', async () => {
    // the route as it answers a guest's session (no loyalty was asked for, and a guest has none)
    fetchMock.mockImplementation(async () => Response.json({ signedIn: false }));
    const { rerender } = drawer('en-US', false);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(<AccountDrawerView open onOpenChange={() => {}} localeId="en-US" />);
    await screen.findByRole('dialog', { name: 'Hi there' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual(['/__ridgeline/shopper']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows no tracker while the answer is awaited, and none once an answer fails or holds no tracker', async () => {
    signIn();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { rerender } = drawer('fr-CA');
    const dialog = await screen.findByRole('dialog', { name: 'Hi there' }, { timeout: 15_000 });
    expect(within(dialog).queryByRole('region')).toBeNull();
    answer(Response.json(MEMBER));
    expect(await within(dialog).findByRole('region', { name: 'Récompenses Titane' })).toBeTruthy();

    // opened again: the answer fails, and the tracker goes
    rerender(<AccountDrawerView open={false} onOpenChange={() => {}} localeId="fr-CA" />);
    fetchMock.mockResolvedValueOnce(new Response('unavailable', { status: 503 }));
    rerender(<AccountDrawerView open onOpenChange={() => {}} localeId="fr-CA" />);
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(loyaltyOf({ kind: 'loading', label: 'Rewards' })).toBeUndefined();
    expect(loyaltyOf({ ...MEMBER.loyalty, points: 'many' })).toBeUndefined();
  });
});
