import styled from '@emotion/styled';
import { theme } from '@ridgeline/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { LoyaltyState } from './loyalty';

const Box = styled.section({
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
  margin: `${theme.space[4]} 0`,
});
const Bar = styled.progress({ width: '100%', height: '0.75rem' });

const m = defineMessages({
  loading: {
    id: 'cart.loyalty.loading',
    defaultMessage: 'Rewards',
    description: 'loyalty tracker: the name of the box while it loads',
  },
  titleMember: { id: 'cart.loyalty.title.member', defaultMessage: 'Member rewards' },
  titleTitanium: { id: 'cart.loyalty.title.titanium', defaultMessage: 'Titanium rewards' },
  progress: { id: 'cart.loyalty.progress', defaultMessage: '{points} of {threshold} points to your next reward' },
  progressWithBalance: {
    id: 'cart.loyalty.progressWithBalance',
    defaultMessage: '{points} of {threshold} points to your next reward (available: {balance})',
  },
  progressLabel: {
    id: 'cart.loyalty.progressLabel',
    defaultMessage: 'Rewards progress: {percent}%',
    description: 'loyalty tracker: the progress bar’s name',
  },
  expires: {
    id: 'cart.loyalty.expires',
    defaultMessage: 'Tier valid until {date}',
    description: 'loyalty tracker: {date} as the loyalty API formats it',
  },
});

const TITLES = { member: m.titleMember, titanium: m.titleTitanium } as const;

/**
 * The loyalty tracker: nothing while loading fails, when there is an error, or when loyalty is not active in the
 * session; otherwise the tier (base member or titanium) and the points toward the minimum redemption threshold.
 */
export function LoyaltyTracker({ state }: { state: LoyaltyState | null }) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);
  if (!state || state.kind === 'error' || state.kind === 'inactive') return null;
  if (state.kind === 'loading') return <Box aria-busy="true" aria-label={t(m.loading)} data-loyalty="loading" />;
  const percent = Math.round(state.progress * 100);
  // Whole numbers as they are (no grouping), the same in every locale, as the bar's value is.
  const counts = { points: String(state.points), threshold: String(state.threshold) };
  return (
    <Box aria-labelledby="loyalty-title" data-loyalty={state.kind}>
      <h2 id="loyalty-title" style={{ margin: 0, fontSize: '1rem' }}>
        {t(TITLES[state.kind])}
      </h2>
      <p style={{ margin: `${theme.space[2]} 0` }}>
        {state.balance ? t(m.progressWithBalance, { ...counts, balance: state.balance }) : t(m.progress, counts)}
      </p>
      <Bar
        max={state.threshold}
        value={Math.min(state.points, state.threshold)}
        aria-label={t(m.progressLabel, { percent })}
      />
      {state.expires ? (
        <p style={{ margin: `${theme.space[2]} 0 0`, fontSize: '0.875rem' }}>{t(m.expires, { date: state.expires })}</p>
      ) : null}
    </Box>
  );
}
