import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Panel } from '../Panel/Panel';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { theme } from '../theme/theme';

export interface ProfileBannerProps {
  /** 0 to 100: the share of the profile already filled in */
  percent: number;
  text: {
    title: string;
    /** "Your profile is 40% complete" (also the progress bar's name) */
    progress: string;
    getStarted: string;
    noThanks: string;
  };
  onGetStarted: () => void;
  onDismiss: () => void;
}

/** The profile-completion invitation: a progress bar, its words, "Get Started" and "No Thanks". */
export function ProfileBanner({ percent, text, onGetStarted, onDismiss }: ProfileBannerProps) {
  return (
    <Panel as="section" tone="subtle" gap={3} aria-label={text.title} data-profile-banner="">
      <Heading level={2}>{text.title}</Heading>
      <div
        role="progressbar"
        aria-label={text.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        css={{ height: 8, borderRadius: 4, background: theme.colors.gray[200], overflow: 'hidden' }}
      >
        <div css={{ width: `${percent}%`, height: '100%', background: theme.colors.brand }} />
      </div>
      <Text>{text.progress}</Text>
      <Stack direction="row" gap={3} wrap>
        <Button type="button" onClick={onGetStarted} data-profile-get-started="">
          {text.getStarted}
        </Button>
        <Button type="button" variant="outline" onClick={onDismiss} data-profile-no-thanks="">
          {text.noThanks}
        </Button>
      </Stack>
    </Panel>
  );
}
