import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useLocation, useMatches } from 'react-router';
import { Accordion, Button, Checkbox, Drawer, Link, Stack, Text, TextField, theme } from '@ridgeline/ui';
import type { PreviewInfo } from '../../platform/preview/preview.server';
import {
  CUSTOMER_GROUPS_COOKIE,
  CUSTOMER_GROUPS_STORAGE_KEY,
  formatCustomerGroups,
} from '../../platform/preview/cookies';
import {
  formatPreviewTimestamp,
  formatWall,
  minimumPreviewWall,
  PREVIEW_DATE_FORMAT,
  previewTimestampFromInput,
} from '../../platform/preview/previewDate';

/** The Amplience authoring page of a content item. */
export function authoringHref(authoringUrl: string, hub: string, contentId: string): string {
  return `${authoringUrl}/#!/${encodeURIComponent(hub)}/authoring/content-item/edit/${encodeURIComponent(contentId)}`;
}

/** The delivery id of the item the current route rendered (its loader's `content._meta.deliveryId`). */
function useRenderedContentId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const id = (matches[i]?.data as { content?: { _meta?: { deliveryId?: unknown } } } | undefined)?.content?._meta
      ?.deliveryId;
    if (typeof id === 'string') return id;
  }
  return undefined;
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

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} wrap css={{ marginTop: theme.space[3] }}>
      {children}
    </Stack>
  );
}

/**
 * The preview toolbar (docs/behaviour/preview.md#toolbar): a drawer with the sections Preview (time machine: a date-time in
 * DD/MM/YYYY HH:mm:ss, minimum today, Update / Cancel), Visualisation (the item's authoring page in Amplience),
 * Personalisation (customer groups, kept in a cookie and sessionStorage) and Environment (the VSE; Exit, hidden
 * inside a frame). Preview and Visualisation start open when a preview timestamp is set.
 */
export function PreviewToolbar({ preview }: { preview: PreviewInfo }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const inFrame = useInFrame();
  const contentId = useRenderedContentId();
  const dateId = useId();
  const [dateError, setDateError] = useState<string | undefined>();
  const [groups, setGroups] = useState<string[]>(preview.customerGroups);
  const returnTo = `${location.pathname}${location.search}`;
  const hasTimestamp = preview.timestamp !== undefined;
  // The toolbar is a lazy chunk that hydrates after the rest of the page: say when it is interactive
  // (`data-hydrated`), so tests and tools wait for it rather than for the page's root.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onUpdate = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'update') return;
    const input = new FormData(event.currentTarget).get('datetime');
    const result = previewTimestampFromInput(String(input ?? ''), Date.now());
    if (!result.ok) {
      event.preventDefault();
      setDateError(result.message);
    }
  };

  const applyGroups = () => {
    const value = formatCustomerGroups(groups);
    document.cookie = `${CUSTOMER_GROUPS_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
    try {
      sessionStorage.setItem(CUSTOMER_GROUPS_STORAGE_KEY, value);
    } catch {
      // storage unavailable (privacy mode): the cookie is enough for the server
    }
    window.location.reload();
  };

  const sections = [
    {
      id: 'preview',
      title: 'Preview',
      content: (
        <Form method="post" action="/__preview" reloadDocument onSubmit={onUpdate}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Text size="sm" color="muted">
            {hasTimestamp
              ? `Viewing content as of ${formatPreviewTimestamp(preview.timestamp!)}`
              : 'Viewing the latest staged content'}
          </Text>
          <TextField
            id={dateId}
            label={`Date and time (${PREVIEW_DATE_FORMAT})`}
            name="datetime"
            inputMode="numeric"
            autoComplete="off"
            // eslint-disable-next-line react-hooks/purity -- today's date: the same on every render of the day; shown only once opened
            placeholder={formatWall(minimumPreviewWall(Date.now()))}
            defaultValue={hasTimestamp ? formatPreviewTimestamp(preview.timestamp!) : ''}
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
        </Form>
      ),
    },
    {
      id: 'visualisation',
      title: 'Visualisation',
      content: contentId ? (
        <>
          <Text size="sm">Content item {contentId}</Text>
          <Row>
            <Link href={authoringHref(preview.authoringUrl, preview.hub, contentId)} target="_blank">
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
            // request/customerGroups.ts: the toolkit's applied shopper context wins over these groups.
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
            <Button size="sm" onClick={applyGroups}>
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
            <Form method="post" action="/__preview" reloadDocument>
              <input type="hidden" name="returnTo" value={returnTo} />
              <Row>
                <Button type="submit" name="intent" value="exit" variant="outline" size="sm">
                  Exit preview
                </Button>
              </Row>
            </Form>
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
        opacity: 0.5,
        transition: `opacity ${theme.durations.fast}`,
        '&:hover, &:focus-within': { opacity: 1 },
      }}
    >
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Preview"
        description={`${preview.name}${hasTimestamp ? ` · ${formatPreviewTimestamp(preview.timestamp!)}` : ''}`}
        trigger={
          <Button size="sm" aria-expanded={open}>
            Preview
          </Button>
        }
      >
        <Accordion items={sections} defaultValue={hasTimestamp ? ['preview', 'visualisation'] : []} headingLevel={3} />
      </Drawer>
    </div>
  );
}
