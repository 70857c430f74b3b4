import styled from '@emotion/styled';
import { theme } from '@ridgeline/ui';
import type { LoyaltyState } from './loyalty';

const Box = styled.section({
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
  margin: `${theme.space[4]} 0`,
});
const Bar = styled.progress({ width: '100%', height: '0.75rem' });

const TIER_NAMES = { member: 'Member', titanium: 'Titanium' } as const;

/**
 * The loyalty tracker: nothing while loading fails, when there is an error, or when loyalty is not active in the
 * session; otherwise the tier (base member or titanium) and the points toward the minimum redemption threshold.
 */
export function LoyaltyTracker({ state }: { state: LoyaltyState | null }) {
  if (!state || state.kind === 'error' || state.kind === 'inactive') return null;
  if (state.kind === 'loading') return <Box aria-busy="true" aria-label="Rewards" data-loyalty="loading" />;
  const percent = Math.round(state.progress * 100);
  return (
    <Box aria-labelledby="loyalty-title" data-loyalty={state.kind}>
      <h2 id="loyalty-title" style={{ margin: 0, fontSize: '1rem' }}>
        {TIER_NAMES[state.kind]} rewards
      </h2>
      <p style={{ margin: `${theme.space[2]} 0` }}>
        {state.points} of {state.threshold} points to your next reward{state.balance ? ` (available: ${state.balance})` : ''}
      </p>
      <Bar max={state.threshold} value={Math.min(state.points, state.threshold)} aria-label={`Rewards progress: ${percent}%`} />
      {state.expires ? <p style={{ margin: `${theme.space[2]} 0 0`, fontSize: '0.875rem' }}>Tier valid until {state.expires}</p> : null}
    </Box>
  );
}
