import { FormMessage } from '../AccountLayout/AccountLayout';
import { Button } from '../Button/Button';
import { ACCOUNT_FORM_ACTION, ACCOUNT_FORM_MAX_WIDTH } from '../ProfileForm/ProfileForm';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

/** A member's status lines, already in words (tier, points, validity), or a guest's invitation. */
export type MembershipPanelProps =
  | { member: true; lines: readonly string[]; notice?: string | undefined }
  | { member: false; invitation: string; join: string; formError?: string | undefined };

/** The loyalty status of a member, or the invitation and the join button (a plain POST to the page). */
export function MembershipPanel(props: MembershipPanelProps) {
  if (props.member) {
    return (
      <Stack gap={2} data-membership="member">
        <FormMessage tone="success" message={props.notice} focusOnLoad />
        {props.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      as="form"
      gap={4}
      css={{ maxWidth: ACCOUNT_FORM_MAX_WIDTH }}
      method="post"
      action={ACCOUNT_FORM_ACTION}
      data-membership="guest"
    >
      <FormMessage message={props.formError} focusOnLoad />
      <Text>{props.invitation}</Text>
      <div>
        <Button type="submit">{props.join}</Button>
      </div>
    </Stack>
  );
}
