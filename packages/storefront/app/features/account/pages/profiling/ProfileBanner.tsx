import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ProfileBanner as ProfileBannerView } from '@ridgeline/ui';
import { browserSessionStorage, dismissBanner, isBannerDismissed } from './steps';
import type { ProfilingData, ProfilingAnswer } from '@ridgeline/commerce';
import { profilingMessages as bannerMessages } from './profilingMessages';

/** The island kind of the banner (app/islands/parts.ts). */
export const PROFILE_BANNER_ISLAND = 'profile-banner';

// The drawer's code (and the Radix dialog under it) loads when the shopper asks for it.
const ProfilingDrawer = lazy(() => import('./ProfilingDrawer'));

export interface ProfileBannerProps {
  /** 0 to 1: the share of the profile already filled in */
  progressDecimal: number;
  /** Test seams, passed on to the drawer. */
  storage?: () => Storage | undefined;
  load?: () => Promise<ProfilingData | undefined>;
  save?: (answer: ProfilingAnswer) => Promise<unknown>;
}

/**
 * The profile-completion banner (ui's view) of a registered customer whose profile is not complete: "Get Started"
 * opens the profiling drawer at the birthday step; "No Thanks" hides it for the browser session (a storage that fails
 * is logged and ignored). Completing the profile in the drawer hides it too.
 */
export function ProfileBanner({ progressDecimal, storage = browserSessionStorage, load, save }: ProfileBannerProps) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  // the profile was just completed in the drawer: the invitation has done its job
  const [completed, setCompleted] = useState(false);
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'never'>('never');
  useEffect(() => {
    if (isBannerDismissed(storage)) setDismissed(true);
  }, [storage]);
  const percent = Math.round(Math.min(1, Math.max(0, progressDecimal)) * 100);
  return (
    <>
      {dismissed || completed ? null : (
        <ProfileBannerView
          percent={percent}
          text={{
            title: intl.formatMessage(bannerMessages.title),
            progress: intl.formatMessage(bannerMessages.progress as MessageDescriptor, { percent: `${percent}%` }),
            getStarted: intl.formatMessage(bannerMessages.getStarted),
            noThanks: intl.formatMessage(bannerMessages.noThanks),
          }}
          onGetStarted={() => setDrawer('open')}
          onDismiss={() => {
            dismissBanner(storage);
            setDismissed(true);
          }}
        />
      )}
      {drawer === 'never' ? null : (
        <Suspense fallback={null}>
          <ProfilingDrawer
            open={drawer === 'open'}
            onOpenChange={(open) => setDrawer(open ? 'open' : 'closed')}
            initialStep="birthday"
            onComplete={() => setCompleted(true)}
            {...(load ? { load } : {})}
            {...(save ? { save } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
