import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ProfilingDrawer as ProfilingDrawerView } from '@ridgeline/ui';
import { profilingSteps, type ProfilingAnswer, type ProfilingData } from '@ridgeline/commerce';
import { fetchProfilingData, saveProfilingAnswer } from './steps';
import { formatMessages } from '../../../../platform/i18n/formatMessages';
import { profilingMessages as drawerMessages } from './profilingMessages';

export interface ProfilingDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The step the drawer opens at (the banner's "Get Started": `birthday`). */
  initialStep?: string;
  /** Test seams: the step data and the saving (default: the storefront's `/account/profiling`). */
  load?: () => Promise<ProfilingData | undefined>;
  save?: (answer: ProfilingAnswer) => Promise<unknown>;
  /** Called when "Complete Profile" closes the drawer. */
  onComplete?: () => void;
}

/**
 * The progressive-profiling drawer (ui's view) with the step data read from the storefront's endpoint and each
 * answer saved there; the words in the shopper's locale. A failed read or save is logged only (`steps.ts`).
 */
export function ProfilingDrawer({
  load = fetchProfilingData,
  save = saveProfilingAnswer,
  initialStep,
  onComplete,
  ...props
}: ProfilingDrawerProps) {
  const intl = useIntl();
  const [data, setData] = useState<ProfilingData | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setLoading(true);
    void load().then((loaded) => {
      if (!live) return;
      setData(loaded);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <ProfilingDrawerView
      {...props}
      {...(initialStep ? { initialStep } : {})}
      steps={profilingSteps(data?.preferenceTypes ?? [])}
      data={data}
      loading={loading}
      onSave={(answer) => void save(answer)}
      onComplete={onComplete}
      text={{
        // the table is the banner's too: its words ride along unused, `{percent}` unfilled
        ...formatMessages(intl, drawerMessages, ['percent']),
        monthName: (month) =>
          intl.formatDate(new Date(Date.UTC(2000, month - 1, 1)), { month: 'long', timeZone: 'UTC' }),
      }}
    />
  );
}

export default ProfilingDrawer;
