import { useEffect, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Drawer } from '../Drawer/Drawer';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { theme } from '../theme/theme';

/** A preference type of the step data; an option is named by its `Name`, else its `Label`, else its key. */
export interface ProfilingPreferenceType {
  Key: string;
  Name: string;
  Description?: string;
  Options: { Key: string; Name?: string; Label?: string }[];
}

/** One step's answer: a birthday, or the chosen options of one preference type. */
export type ProfilingStepAnswer =
  { birthday: { month: number; day: number } } | { preferences: Record<string, string[]> };

export interface ProfilingDrawerText {
  title: string;
  close: string;
  loading: string;
  continue: string;
  complete: string;
  startHeading: string;
  startBody: string;
  birthdayHeading: string;
  birthdayBody: string;
  month: string;
  day: string;
  /** the empty choice of the birthday selects */
  choose: string;
  /** a month's name (1–12) in the shopper's language */
  monthName: (month: number) => string;
}

export interface ProfilingDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every step in order: `start`, `birthday`, then one per preference type key. */
  steps: readonly string[];
  /** The step the drawer opens at (default `start`). */
  initialStep?: string;
  /** The step data; `loading` while it is read (a preference step says so). Its answers preset the choices. */
  data?: { preferenceTypes: ProfilingPreferenceType[]; answers: Record<string, unknown> } | undefined;
  loading: boolean;
  /** Called with each step's answer on Continue (a step without an answer saves nothing). */
  onSave: (answer: ProfilingStepAnswer) => void;
  /** Called when the last step's button closes the drawer. */
  onComplete?: (() => void) | undefined;
  text: ProfilingDrawerText;
}

/** Months 1–12 and days 1–31 (the birthday step's selects). */
const BIRTHDAY_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const BIRTHDAY_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

const selectCss = {
  minHeight: 44,
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: 4,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  font: 'inherit',
} as const;

/** The options already chosen in the step data's answers, per preference type. */
function chosenOf(data: ProfilingDrawerProps['data']): Record<string, string[]> {
  const picked: Record<string, string[]> = {};
  for (const type of data?.preferenceTypes ?? []) {
    const answer = data?.answers[type.Key];
    if (Array.isArray(answer)) picked[type.Key] = answer.filter((value): value is string => typeof value === 'string');
  }
  return picked;
}

/**
 * The progressive-profiling drawer: start, birthday, then one step per preference type of `steps`. Continue saves the
 * step's answer and advances; the last step's button reads `text.complete`, closes the drawer and resets it to the
 * start step. Opening it again starts at `initialStep`.
 */
export function ProfilingDrawer({
  open,
  onOpenChange,
  steps,
  initialStep = 'start',
  data,
  loading,
  onSave,
  onComplete,
  text,
}: ProfilingDrawerProps) {
  const id = useId();
  const [step, setStep] = useState(initialStep);
  const [birthday, setBirthday] = useState<{ month: string; day: string }>({ month: '', day: '' });
  const [chosen, setChosen] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (!open) return;
    setStep(initialStep);
  }, [open, initialStep]);

  // the answers already given preset the choices once the step data arrives
  useEffect(() => {
    const saved = data?.answers.birthday as { month?: unknown; day?: unknown } | undefined;
    if (saved) setBirthday({ month: String(saved.month), day: String(saved.day) });
    setChosen(chosenOf(data));
  }, [data]);

  const index = steps.indexOf(step);
  const last = index === steps.length - 1;
  const type = data?.preferenceTypes.find((candidate) => candidate.Key === step);

  const answerOf = (): ProfilingStepAnswer | undefined => {
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
    if (answer) onSave(answer);
    if (last) {
      onOpenChange(false);
      setStep('start');
      onComplete?.();
      return;
    }
    setStep((index >= 0 ? steps[index + 1] : undefined) ?? 'start');
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
        <Heading level={3}>{text.startHeading}</Heading>
        <Text>{text.startBody}</Text>
      </>
    );
  } else if (step === 'birthday') {
    body = (
      <Stack as="fieldset" gap={3}>
        <legend>
          <Heading level={3}>{text.birthdayHeading}</Heading>
        </legend>
        <Text>{text.birthdayBody}</Text>
        <Stack direction="row" gap={4}>
          {(['month', 'day'] as const).map((part) => (
            <label
              key={part}
              htmlFor={`${id}-${part}`}
              css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}
            >
              {text[part]}
              <select
                id={`${id}-${part}`}
                name={`birthday${part === 'month' ? 'Month' : 'Day'}`}
                value={birthday[part]}
                onChange={(event) => setBirthday((current) => ({ ...current, [part]: event.target.value }))}
                css={selectCss}
              >
                <option value="">{text.choose}</option>
                {(part === 'month' ? BIRTHDAY_MONTHS : BIRTHDAY_DAYS).map((value) => (
                  <option key={value} value={value}>
                    {part === 'month' ? text.monthName(value) : value}
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
        {text.loading}
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
            label={option.Name ?? option.Label ?? option.Key}
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
      title={text.title}
      closeLabel={text.close}
      footer={
        <Button type="button" onClick={onContinue} data-profiling-continue="">
          {last ? text.complete : text.continue}
        </Button>
      }
    >
      <Stack gap={4} data-profiling-step={step}>
        {body}
      </Stack>
    </Drawer>
  );
}
