import styled from '@emotion/styled';
import { useId } from 'react';
import { theme } from '../theme/theme';

const Box = styled.section({
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
  margin: `${theme.space[4]} 0`,
});
const Bar = styled.progress({ width: '100%', height: '0.75rem' });

export type LoyaltyTrackerProps =
  | {
      kind: 'loading';
      /** The box's name while it loads. */
      label: string;
    }
  | {
      kind: 'member' | 'titanium';
      points: number;
      threshold: number;
      /** The tier's title, the progress sentence, the bar's name and the tier's validity (each formatted). */
      title: string;
      progress: string;
      progressLabel: string;
      expires?: string;
      /** The tier expires within the configured alert window: the validity line is shown as a warning. */
      expiresSoon?: boolean;
      /** The smallest reward that can be redeemed, as a sentence (formatted), under the bar. */
      minimum?: string;
    };

/**
 * The loyalty tracker (the bag's, and the storefront's account drawer's): a busy box while loading; otherwise the tier
 * (base member or titanium) and the bar of the points toward the minimum redemption threshold, the smallest reward
 * under it; the tier's validity, as a warning when it expires soon. Its heading's id is its own, so two trackers on one
 * page (the bag's and the open drawer's) each keep their name.
 */
export function LoyaltyTracker(props: LoyaltyTrackerProps) {
  const titleId = useId();
  if (props.kind === 'loading') return <Box aria-busy="true" aria-label={props.label} data-loyalty="loading" />;
  return (
    <Box aria-labelledby={titleId} data-loyalty={props.kind}>
      <h2 id={titleId} style={{ margin: 0, fontSize: '1rem' }}>
        {props.title}
      </h2>
      <p style={{ margin: `${theme.space[2]} 0` }}>{props.progress}</p>
      <Bar max={props.threshold} value={Math.min(props.points, props.threshold)} aria-label={props.progressLabel} />
      {props.minimum ? (
        <p data-loyalty-minimum="" style={{ margin: `${theme.space[2]} 0 0`, fontSize: theme.fontSizes.sm }}>
          {props.minimum}
        </p>
      ) : null}
      {props.expires && props.expiresSoon ? (
        <p
          data-expires-soon=""
          style={{
            margin: `${theme.space[2]} 0 0`,
            padding: theme.space[2],
            fontSize: theme.fontSizes.sm,
            fontWeight: theme.fontWeights.semibold,
            color: theme.colors.status.warning.base,
            background: theme.colors.status.warning.subtle,
          }}
        >
          {props.expires}
        </p>
      ) : props.expires ? (
        <p style={{ margin: `${theme.space[2]} 0 0`, fontSize: theme.fontSizes.sm }}>{props.expires}</p>
      ) : null}
    </Box>
  );
}
