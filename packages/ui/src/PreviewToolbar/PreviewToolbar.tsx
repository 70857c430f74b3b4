import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Accordion } from '../Accordion/Accordion';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Drawer } from '../Drawer/Drawer';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

/** The staging environment previewed, as the toolbar shows it. */
export interface PreviewToolbarPreview {
  name: string;
  hub: string;
  vse: string;
  /** The time machine's point in time, formatted (`DD/MM/YYYY HH:mm:ss`); undefined: the latest staged content. */
  timestampText?: string;
  customerGroups: readonly string[];
  availableGroups: readonly string[];
  /** The merchandiser toolkit's groups when its shopper context sets some: they apply instead of these. */
  toolkitCustomerGroups?: readonly string[];
}

export interface PreviewToolbarProps {
  preview: PreviewToolbarPreview;
  /** Where the Update / Cancel / Exit forms post (a plain form: the answer reloads the page). */
  action: string;
  /** The page to come back to after a post (path and query). */
  returnTo: string;
  /** The delivery id of the page's content item, and its authoring page: the Visualisation section links to it. */
  contentItem?: { id: string; authoringHref: string };
  /** The date-time field's format, shown in its label (`DD/MM/YYYY HH:mm:ss`). */
  dateFormat: string;
  /** The date-time field's placeholder (today, the earliest date accepted). */
  datePlaceholder: string;
  /** Checks the entered date-time before Update posts it: the error message, or undefined when it may be posted. */
  validateDate: (input: string) => string | undefined;
  /** Apply groups: the checked customer groups. */
  onApplyGroups: (groups: string[]) => void;
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} wrap css={{ marginTop: theme.space[3] }}>
      {children}
    </Stack>
  );
}

/** Whether the page runs inside a frame (the Amplience app): known only after hydration. */
function useInFrame(): boolean {
  const [inFrame, setInFrame] = useState(false);
  useEffect(() => {
    try {
      setInFrame(window.self !== window.top);
    } catch {
      setInFrame(true);
    }
  }, []);
  return inFrame;
}

/**
 * The Amplience preview toolbar: a drawer with the sections Preview (time machine: a date-time, Update / Cancel),
 * Visualisation (the item's authoring page), Personalisation (customer groups) and Environment (the VSE; Exit, hidden
 * inside a frame). Preview and Visualisation start open when a point in time is set. Says when it is interactive
 * (`data-hydrated`): it is usually a lazy chunk that hydrates after the rest of the page.
 */
export function PreviewToolbar({
  preview,
  action,
  returnTo,
  contentItem,
  dateFormat,
  datePlaceholder,
  validateDate,
  onApplyGroups,
}: PreviewToolbarProps) {
  const [open, setOpen] = useState(false);
  const inFrame = useInFrame();
  const dateId = useId();
  const [dateError, setDateError] = useState<string | undefined>();
  const [groups, setGroups] = useState<string[]>([...preview.customerGroups]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { timestampText } = preview;

  const onUpdate = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'update') return;
    const error = validateDate(String(new FormData(event.currentTarget).get('datetime') ?? ''));
    if (error) {
      event.preventDefault();
      setDateError(error);
    }
  };

  const sections = [
    {
      id: 'preview',
      title: 'Preview',
      content: (
        <form method="post" action={action} onSubmit={onUpdate}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Text size="sm" color="muted">
            {timestampText !== undefined
              ? `Viewing content as of ${timestampText}`
              : 'Viewing the latest staged content'}
          </Text>
          <TextField
            id={dateId}
            label={`Date and time (${dateFormat})`}
            name="datetime"
            inputMode="numeric"
            autoComplete="off"
            placeholder={datePlaceholder}
            defaultValue={timestampText ?? ''}
            error={dateError}
            onChange={() => setDateError(undefined)}
            css={{ marginTop: theme.space[3] }}
          />
          <Row>
            <Button type="submit" name="intent" value="update" size="sm">
              Update
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="outline" size="sm">
              Cancel
            </Button>
          </Row>
        </form>
      ),
    },
    {
      id: 'visualisation',
      title: 'Visualisation',
      content: contentItem ? (
        <>
          <Text size="sm">Content item {contentItem.id}</Text>
          <Row>
            <Link href={contentItem.authoringHref} target="_blank">
              Open in Amplience
            </Link>
          </Row>
        </>
      ) : (
        <Text size="sm">This page has no content item.</Text>
      ),
    },
    {
      id: 'personalisation',
      title: 'Personalisation',
      content: (
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend>
            <Text as="span" size="sm" weight="semibold">
              Customer groups
            </Text>
          </legend>
          {preview.toolkitCustomerGroups ? (
            // The toolkit's applied shopper context wins over these groups.
            <Text size="sm" color="muted" data-toolkit-groups-override="">
              The merchandiser toolkit is simulating {preview.toolkitCustomerGroups.join(', ')}: personalised content
              follows its groups until you exit the toolkit.
            </Text>
          ) : null}
          {preview.availableGroups.map((group) => (
            <Checkbox
              key={group}
              label={group}
              size="sm"
              name="customer-group"
              value={group}
              checked={groups.includes(group)}
              onChange={(event) =>
                setGroups((current) =>
                  event.target.checked ? [...current, group] : current.filter((g) => g !== group),
                )
              }
              css={{ marginTop: theme.space[2] }}
            />
          ))}
          <Row>
            <Button size="sm" onClick={() => onApplyGroups(groups)}>
              Apply groups
            </Button>
          </Row>
        </fieldset>
      ),
    },
    {
      id: 'environment',
      title: 'Environment',
      content: (
        <>
          <Text size="sm">{preview.name}</Text>
          <Text size="sm" color="muted">
            Hub {preview.hub} · {preview.vse}
          </Text>
          {inFrame ? null : (
            <form method="post" action={action}>
              <input type="hidden" name="returnTo" value={returnTo} />
              <Row>
                <Button type="submit" name="intent" value="exit" variant="outline" size="sm">
                  Exit preview
                </Button>
              </Row>
            </form>
          )}
        </>
      ),
    },
  ];

  return (
    <div
      data-preview-toolbar=""
      data-hydrated={hydrated ? 'true' : 'false'}
      css={{
        position: 'fixed',
        insetInlineEnd: theme.space[4],
        insetBlockEnd: theme.space[4],
        zIndex: theme.zIndices.popover,
        // Never dimmed: a half-transparent button fails AA contrast (2.58:1 white on the faded brand colour).
      }}
    >
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Preview"
        description={`${preview.name}${timestampText !== undefined ? ` · ${timestampText}` : ''}`}
        trigger={
          <Button size="sm" aria-expanded={open}>
            Preview
          </Button>
        }
      >
        <Accordion
          items={sections}
          defaultValue={timestampText !== undefined ? ['preview', 'visualisation'] : []}
          headingLevel={3}
        />
      </Drawer>
    </div>
  );
}
