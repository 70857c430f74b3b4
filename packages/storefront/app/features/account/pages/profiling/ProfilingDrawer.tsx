import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Drawer, Heading, Stack, Text, theme } from '@ridgeline/ui';
import {
  BIRTHDAY_DAYS,
  BIRTHDAY_MONTHS,
  fetchProfilingData,
  isLastStep,
  nextStep,
  optionLabel,
  profilingSteps,
  saveProfilingAnswer,
  type ProfilingAnswer,
  type ProfilingData,
} from './steps';
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

const selectCss = {
  minHeight: 44,
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: 4,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  font: 'inherit',
} as const;

/**
 * The progressive-profiling drawer: start, birthday, category, activity, then one step per further preference type
 * of the step data. Continue saves the step's answer and advances; the last step's button reads "Complete Profile",
 * closes the drawer and resets it to the start step. A failed fetch or save is logged only.
 */
export function ProfilingDrawer({
  open,
  onOpenChange,
  initialStep = 'start',
  load = fetchProfilingData,
  save = saveProfilingAnswer,
  onComplete,
}: ProfilingDrawerProps) {
  const intl = useIntl();
  const id = useId();
  const [data, setData] = useState<ProfilingData | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [step, setStep] = useState(initialStep);
  const [birthday, setBirthday] = useState<{ month: string; day: string }>({ month: '', day: '' });
  const [chosen, setChosen] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (!open) return;
    setStep(initialStep);
  }, [open, initialStep]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    void load().then((loaded) => {
      if (!live) return;
      setData(loaded);
      if (loaded?.answers.birthday)
        setBirthday({ month: String(loaded.answers.birthday.month), day: String(loaded.answers.birthday.day) });
      const picked: Record<string, string[]> = {};
      for (const type of loaded?.preferenceTypes ?? []) {
        const answer = loaded?.answers[type.Key];
        if (Array.isArray(answer))
          picked[type.Key] = answer.filter((value): value is string => typeof value === 'string');
      }
      setChosen(picked);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [load]);

  const steps = profilingSteps(data?.preferenceTypes ?? []);
  const last = isLastStep(steps, step);
  const type = data?.preferenceTypes.find((candidate) => candidate.Key === step);

  const answerOf = (): ProfilingAnswer | undefined => {
    if (step === 'birthday') {
      const month = Number(birthday.month);
      const day = Number(birthday.day);
      return month && day ? { birthday: { month, day } } : undefined;
    }
    if (type) return { preferences: { [type.Key]: chosen[type.Key] ?? [] } };
    return undefined;
  };

  const onContinue = () => {
    const answer = answerOf();
    if (answer) void save(answer);
    if (last) {
      onOpenChange(false);
      setStep('start');
      onComplete?.();
      return;
    }
    setStep(nextStep(steps, step) ?? 'start');
  };

  const toggle = (typeKey: string, option: string, on: boolean) =>
    setChosen((current) => {
      const list = new Set(current[typeKey] ?? []);
      if (on) list.add(option);
      else list.delete(option);
      return { ...current, [typeKey]: [...list] };
    });

  let body;
  if (step === 'start') {
    body = (
      <>
        <Heading level={3}>{intl.formatMessage(drawerMessages.startHeading)}</Heading>
        <Text>{intl.formatMessage(drawerMessages.startBody)}</Text>
      </>
    );
  } else if (step === 'birthday') {
    body = (
      <Stack as="fieldset" gap={3}>
        <legend>
          <Heading level={3}>{intl.formatMessage(drawerMessages.birthdayHeading)}</Heading>
        </legend>
        <Text>{intl.formatMessage(drawerMessages.birthdayBody)}</Text>
        <Stack direction="row" gap={4}>
          {(['month', 'day'] as const).map((part) => (
            <label
              key={part}
              htmlFor={`${id}-${part}`}
              css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}
            >
              {intl.formatMessage(drawerMessages[part])}
              <select
                id={`${id}-${part}`}
                name={`birthday${part === 'month' ? 'Month' : 'Day'}`}
                value={birthday[part]}
                onChange={(event) => setBirthday((current) => ({ ...current, [part]: event.target.value }))}
                css={selectCss}
              >
                <option value="">{intl.formatMessage(drawerMessages.choose)}</option>
                {(part === 'month' ? BIRTHDAY_MONTHS : BIRTHDAY_DAYS).map((value) => (
                  <option key={value} value={value}>
                    {part === 'month'
                      ? intl.formatDate(new Date(Date.UTC(2000, value - 1, 1)), { month: 'long', timeZone: 'UTC' })
                      : value}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </Stack>
      </Stack>
    );
  } else if (loading) {
    body = (
      <Text role="status" data-profiling-loading="">
        {intl.formatMessage(drawerMessages.loading)}
      </Text>
    );
  } else {
    body = (
      <Stack as="fieldset" gap={3}>
        <legend>
          <Heading level={3}>{type?.Name ?? step}</Heading>
        </legend>
        {type?.Description ? <Text>{type.Description}</Text> : null}
        {(type?.Options ?? []).map((option) => (
          <Checkbox
            key={option.Key}
            label={optionLabel(option)}
            name={step}
            value={option.Key}
            checked={(chosen[step] ?? []).includes(option.Key)}
            onChange={(event) => toggle(step, option.Key, event.target.checked)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(drawerMessages.title)}
      closeLabel={intl.formatMessage(drawerMessages.close)}
      footer={
        <Button type="button" onClick={onContinue} data-profiling-continue="">
          {intl.formatMessage(last ? drawerMessages.complete : drawerMessages.continue)}
        </Button>
      }
    >
      <Stack gap={4} data-profiling-step={step}>
        {body}
      </Stack>
    </Drawer>
  );
}

export default ProfilingDrawer;
