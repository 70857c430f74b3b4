import { useCallback, useId, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Accordion, Button, Checkbox, Drawer, Stack, Text, TextField, theme, useToast } from '@ridgeline/ui';
import {
  addQualifier,
  contextFromDraft,
  draftFromContext,
  emptyDraft,
  filterGroups,
  removeQualifier,
  TOOLKIT_DATE_FORMAT,
  TOOLKIT_TOASTS,
  toolkitSearch,
  withoutToolkitParams,
  type CustomerGroup,
  type ToolkitContext,
  type ToolkitDraft,
} from './toolkit';

export const TOOLKIT_ENDPOINT = '/__toolkit';

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} wrap css={{ marginTop: theme.space[3] }}>
      {children}
    </Stack>
  );
}

const fieldSpacing = { marginTop: theme.space[2] } as const;

/** Key/value qualifiers: added only when both are non-blank after trimming (docs/behaviour/toolkit.md#input-rules), removable one by one. */
function QualifierEditor({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}) {
  const keyId = useId();
  const valueId = useId();
  const [key, setKey] = useState('');
  const [val, setVal] = useState('');
  const add = () => {
    const next = addQualifier(value, key, val);
    if (next === value) return;
    onChange(next);
    setKey('');
    setVal('');
  };
  const entries = Object.entries(value);
  return (
    <div data-qualifiers={name}>
      <TextField
        id={keyId}
        label={`${name} key`}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        autoComplete="off"
        css={fieldSpacing}
      />
      <TextField
        id={valueId}
        label={`${name} value`}
        value={val}
        onChange={(e) => setVal(e.target.value)}
        autoComplete="off"
        css={fieldSpacing}
      />
      <Row>
        <Button size="sm" variant="outline" onClick={add}>
          Add {name.toLowerCase()}
        </Button>
      </Row>
      {entries.length ? (
        <ul aria-label={`${name}s`} css={{ listStyle: 'none', margin: `${theme.space[3]} 0 0`, padding: 0 }}>
          {entries.map(([k, v]) => (
            <Stack as="li" direction="row" gap={2} align="center" justify="between" key={k}>
              <Text as="span" size="sm">
                {k} = {v}
              </Text>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${k}`}
                onClick={() => onChange(removeQualifier(value, k))}
              >
                Remove
              </Button>
            </Stack>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface ApplyAnswer {
  ok: boolean;
  context?: ToolkitContext;
}

async function postToolkit(body: unknown): Promise<ApplyAnswer> {
  try {
    const response = await fetch(TOOLKIT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json()) as ApplyAnswer;
    return response.ok && answer.ok ? answer : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The merchandiser toolkit (docs/behaviour/toolkit.md): a drawer that simulates the shopper context — effective date and
 * time, customer groups (searchable), source code, custom and assignment qualifiers. Apply/Update posts it to
 * `/__toolkit` (create or update of the Shopper Context), with the status toasts; on success the address gets the
 * `tk_*` parameters and a fresh `tk_hash`, and the page's loaders re-run so personalised content follows the groups.
 * Rendered only in the browser (see `ToolkitMount`).
 */
export default function MerchandiserToolkit({ onExit }: { onExit: () => void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [groups, setGroups] = useState<CustomerGroup[]>([]);
  const [applied, setApplied] = useState<ToolkitContext | null>(null);
  const [draft, setDraft] = useState<ToolkitDraft>(emptyDraft);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast, dismiss } = useToast();
  const revalidator = useRevalidator();
  const dateId = useId();
  const searchId = useId();
  const sourceId = useId();

  const load = useCallback(async () => {
    setLoaded('loading');
    try {
      const response = await fetch(TOOLKIT_ENDPOINT, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(String(response.status));
      const data = (await response.json()) as { groups: CustomerGroup[]; context: ToolkitContext | null };
      setGroups(data.groups);
      setApplied(data.context);
      setDraft(draftFromContext(data.context));
      setLoaded('ready');
    } catch {
      setLoaded('failed');
    }
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && loaded === 'idle') void load();
  };

  const send = async (body: unknown) => {
    setBusy(true);
    const pending = toast({ ...TOOLKIT_TOASTS.updating });
    const answer = await postToolkit(body);
    dismiss(pending);
    setBusy(false);
    if (!answer.ok || !answer.context) {
      toast({ ...TOOLKIT_TOASTS.failure });
      return;
    }
    toast({ ...TOOLKIT_TOASTS.success });
    setApplied(answer.context);
    setDraft(draftFromContext(answer.context));
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${toolkitSearch(current, answer.context)}${hash}`,
    );
    revalidator.revalidate();
  };

  const apply = () => void send({ intent: 'apply', draft });
  const refresh = () => void send(applied ? { intent: 'apply', context: applied } : { intent: 'apply', draft });
  const clearAll = () => {
    setDraft(emptyDraft());
    setSearch('');
  };
  const exit = async () => {
    setBusy(true);
    await postToolkit({ intent: 'exit' });
    setBusy(false);
    const { pathname, search: current, hash } = window.location;
    const rest = withoutToolkitParams(current).toString();
    window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
    setOpen(false);
    onExit();
    revalidator.revalidate();
  };

  const visibleGroups = filterGroups(groups, search);
  const preview = contextFromDraft(draft);
  const setField = <K extends keyof ToolkitDraft>(key: K, value: ToolkitDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const sections = [
    {
      id: 'date',
      title: 'Effective date and time',
      content: (
        <TextField
          id={dateId}
          label={`Date and time (${TOOLKIT_DATE_FORMAT})`}
          description="A date alone means 00:00:00."
          name="effectiveDateTime"
          inputMode="numeric"
          autoComplete="off"
          value={draft.effectiveDateTime}
          onChange={(e) => setField('effectiveDateTime', e.target.value)}
          css={fieldSpacing}
        />
      ),
    },
    {
      id: 'groups',
      title: 'Customer groups',
      content: (
        <>
          <TextField
            id={searchId}
            label="Search customer groups"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
            css={fieldSpacing}
          />
          {loaded === 'loading' ? <Text size="sm">Loading customer groups…</Text> : null}
          {loaded === 'failed' ? (
            <Text size="sm" color="sale" role="alert">
              The customer groups could not be loaded.
            </Text>
          ) : null}
          <fieldset css={{ border: 0, margin: `${theme.space[2]} 0 0`, padding: 0 }}>
            <legend>
              <Text as="span" size="sm" color="muted">
                {draft.customerGroupIds.length} selected
              </Text>
            </legend>
            <ul
              data-toolkit-groups=""
              css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '16rem', overflowY: 'auto' }}
            >
              {visibleGroups.map((group) => (
                <li key={group.id}>
                  <Checkbox
                    label={group.id}
                    size="sm"
                    name="customerGroupIds"
                    value={group.id}
                    checked={draft.customerGroupIds.includes(group.id)}
                    onChange={(e) =>
                      setField(
                        'customerGroupIds',
                        e.target.checked
                          ? [...draft.customerGroupIds, group.id]
                          : draft.customerGroupIds.filter((g) => g !== group.id),
                      )
                    }
                  />
                </li>
              ))}
            </ul>
            {loaded === 'ready' && visibleGroups.length === 0 ? (
              <Text size="sm">No customer group matches “{search}”.</Text>
            ) : null}
          </fieldset>
        </>
      ),
    },
    {
      id: 'source',
      title: 'Source code',
      content: (
        <TextField
          id={sourceId}
          label="Source code"
          description="Ignored when blank."
          value={draft.sourceCode}
          onChange={(e) => setField('sourceCode', e.target.value)}
          autoComplete="off"
          css={fieldSpacing}
        />
      ),
    },
    {
      id: 'custom',
      title: 'Custom qualifiers',
      content: (
        <QualifierEditor
          name="Custom qualifier"
          value={draft.customQualifiers}
          onChange={(next) => setField('customQualifiers', next)}
        />
      ),
    },
    {
      id: 'assignment',
      title: 'Assignment qualifiers',
      content: (
        <QualifierEditor
          name="Assignment qualifier"
          value={draft.assignmentQualifiers}
          onChange={(next) => setField('assignmentQualifiers', next)}
        />
      ),
    },
  ];

  return (
    <div
      data-merchandiser-toolkit=""
      css={{
        position: 'fixed',
        insetInlineStart: theme.space[4],
        insetBlockEnd: theme.space[4],
        zIndex: theme.zIndices.popover,
      }}
    >
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        placement="left"
        title="Merchandiser toolkit"
        description={applied ? 'A shopper context is applied' : 'Simulate a shopper context'}
        trigger={
          <Button size="sm" aria-expanded={open}>
            Toolkit
          </Button>
        }
        footer={
          <Stack direction="row" gap={2} wrap>
            <Button size="sm" onClick={apply} disabled={busy || loaded !== 'ready'}>
              {applied ? 'Update' : 'Apply'}
            </Button>
            <Button size="sm" variant="outline" onClick={refresh} disabled={busy || loaded !== 'ready'}>
              Refresh
            </Button>
            <Button size="sm" variant="outline" onClick={clearAll} disabled={busy}>
              Clear All
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void exit()} disabled={busy}>
              Exit
            </Button>
          </Stack>
        }
      >
        <Accordion items={sections} defaultValue={['date', 'groups', 'source']} headingLevel={3} />
        <Text size="xs" color="muted" data-toolkit-summary="">
          {Object.keys(preview).length
            ? `To send: ${JSON.stringify(preview)}`
            : 'Nothing to send: the context is empty.'}
        </Text>
      </Drawer>
    </div>
  );
}
