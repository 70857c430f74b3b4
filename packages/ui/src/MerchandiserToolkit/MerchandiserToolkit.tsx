import { useId, useState, type ReactNode } from 'react';
import { Accordion } from '../Accordion/Accordion';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Drawer } from '../Drawer/Drawer';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { theme } from '../theme/theme';

/** The shopper context as the panel edits it (the raw form). */
export interface MerchandiserToolkitDraft {
  /** as typed (a wall-clock reading); empty = no effective date */
  effectiveDateTime: string;
  customerGroupIds: string[];
  sourceCode: string;
  customQualifiers: Record<string, string>;
  assignmentQualifiers: Record<string, string>;
}

export type MerchandiserToolkitQualifiers = 'customQualifiers' | 'assignmentQualifiers';

export interface MerchandiserToolkitProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the customer groups' loading */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** the customer groups the search matches */
  groups: readonly { id: string }[];
  search: string;
  onSearchChange: (search: string) => void;
  draft: MerchandiserToolkitDraft;
  onDraftChange: (draft: MerchandiserToolkitDraft) => void;
  /** Adds a qualifier to the draft; false when it was refused (the fields then keep what was typed). */
  onAddQualifier: (field: MerchandiserToolkitQualifiers, key: string, value: string) => boolean;
  /** a shopper context is applied: the main button says Update */
  applied: boolean;
  /** a request is running: the buttons are disabled */
  busy: boolean;
  /** what Apply would send, one line */
  summary: string;
  /** the effective date's format, shown in its label */
  dateFormat: string;
  onApply: () => void;
  onRefresh: () => void;
  onClearAll: () => void;
  onExit: () => void;
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} wrap css={{ marginTop: theme.space[3] }}>
      {children}
    </Stack>
  );
}

const fieldSpacing = { marginTop: theme.space[2] } as const;

/** Key/value qualifiers: added through `onAdd` (which may refuse them), removable one by one. */
function QualifierEditor({
  name,
  value,
  onAdd,
  onChange,
}: {
  name: string;
  value: Record<string, string>;
  onAdd: (key: string, value: string) => boolean;
  onChange: (next: Record<string, string>) => void;
}) {
  const keyId = useId();
  const valueId = useId();
  const [key, setKey] = useState('');
  const [val, setVal] = useState('');
  const add = () => {
    if (!onAdd(key, val)) return;
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
                onClick={() => {
                  const { [k]: _removed, ...rest } = value;
                  onChange(rest);
                }}
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

/**
 * The merchandiser toolkit's panel: a drawer that edits a shopper context (effective date and time, customer groups
 * with a search, source code, custom and assignment qualifiers) and Apply/Update, Refresh, Clear All and Exit. A
 * controlled view: the draft, the groups and what the buttons do are the caller's.
 */
export function MerchandiserToolkit({
  open,
  onOpenChange,
  status,
  groups,
  search,
  onSearchChange,
  draft,
  onDraftChange,
  onAddQualifier,
  applied,
  busy,
  summary,
  dateFormat,
  onApply,
  onRefresh,
  onClearAll,
  onExit,
}: MerchandiserToolkitProps) {
  const dateId = useId();
  const searchId = useId();
  const sourceId = useId();
  const setField = <K extends keyof MerchandiserToolkitDraft>(key: K, value: MerchandiserToolkitDraft[K]) =>
    onDraftChange({ ...draft, [key]: value });
  const qualifiers = (field: MerchandiserToolkitQualifiers, name: string) => (
    <QualifierEditor
      name={name}
      value={draft[field]}
      onAdd={(key, value) => onAddQualifier(field, key, value)}
      onChange={(next) => setField(field, next)}
    />
  );

  const sections = [
    {
      id: 'date',
      title: 'Effective date and time',
      content: (
        <TextField
          id={dateId}
          label={`Date and time (${dateFormat})`}
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
            onChange={(e) => onSearchChange(e.target.value)}
            autoComplete="off"
            css={fieldSpacing}
          />
          {status === 'loading' ? <Text size="sm">Loading customer groups…</Text> : null}
          {status === 'failed' ? (
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
              {groups.map((group) => (
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
            {status === 'ready' && groups.length === 0 ? (
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
    { id: 'custom', title: 'Custom qualifiers', content: qualifiers('customQualifiers', 'Custom qualifier') },
    {
      id: 'assignment',
      title: 'Assignment qualifiers',
      content: qualifiers('assignmentQualifiers', 'Assignment qualifier'),
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
            <Button size="sm" onClick={onApply} disabled={busy || status !== 'ready'}>
              {applied ? 'Update' : 'Apply'}
            </Button>
            <Button size="sm" variant="outline" onClick={onRefresh} disabled={busy || status !== 'ready'}>
              Refresh
            </Button>
            <Button size="sm" variant="outline" onClick={onClearAll} disabled={busy}>
              Clear All
            </Button>
            <Button size="sm" variant="ghost" onClick={onExit} disabled={busy}>
              Exit
            </Button>
          </Stack>
        }
      >
        <Accordion items={sections} defaultValue={['date', 'groups', 'source']} headingLevel={3} />
        <Text size="xs" color="muted" data-toolkit-summary="">
          {summary}
        </Text>
      </Drawer>
    </div>
  );
}
