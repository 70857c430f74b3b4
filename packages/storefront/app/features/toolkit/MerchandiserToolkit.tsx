import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { MerchandiserToolkit as MerchandiserToolkitView, useToast } from '@ridgeline/ui';
import {
  addQualifier,
  contextFromDraft,
  draftFromContext,
  emptyDraft,
  filterGroups,
  TOOLKIT_DATE_FORMAT,
  TOOLKIT_TOASTS,
  toolkitSearch,
  withoutToolkitParams,
  type CustomerGroup,
  type ToolkitContext,
} from '@ridgeline/renderer';

const TOOLKIT_ENDPOINT = '/__toolkit';

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

/** Replaces the address's query (no navigation): the `tk_*` parameters follow the applied context. */
function replaceSearch(search: string) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * The merchandiser toolkit (docs/behaviour/toolkit.md): the ui's panel on `/__toolkit`. Apply/Update posts the draft
 * (create or update of the Shopper Context), with the status toasts; on success the address gets the `tk_*`
 * parameters and a fresh `tk_hash`, and the page's loaders re-run so personalised content follows the groups.
 * Rendered only in the browser (see `ToolkitMount`).
 */
export default function MerchandiserToolkit({ onExit }: { onExit: () => void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [groups, setGroups] = useState<CustomerGroup[]>([]);
  const [applied, setApplied] = useState<ToolkitContext | null>(null);
  const [draft, setDraft] = useState(emptyDraft);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast, dismiss } = useToast();
  const revalidator = useRevalidator();

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
    replaceSearch(toolkitSearch(window.location.search, answer.context));
    revalidator.revalidate();
  };

  const exit = async () => {
    setBusy(true);
    await postToolkit({ intent: 'exit' });
    setBusy(false);
    const rest = withoutToolkitParams(window.location.search).toString();
    replaceSearch(rest ? `?${rest}` : '');
    setOpen(false);
    onExit();
    revalidator.revalidate();
  };

  const toSend = contextFromDraft(draft);
  return (
    <MerchandiserToolkitView
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && loaded === 'idle') void load();
      }}
      status={loaded}
      groups={filterGroups(groups, search)}
      search={search}
      onSearchChange={setSearch}
      draft={draft}
      onDraftChange={setDraft}
      onAddQualifier={(field, key, value) => {
        const next = addQualifier(draft[field], key, value);
        if (next === draft[field]) return false;
        setDraft((current) => ({ ...current, [field]: next }));
        return true;
      }}
      applied={applied !== null}
      busy={busy}
      summary={
        Object.keys(toSend).length ? `To send: ${JSON.stringify(toSend)}` : 'Nothing to send: the context is empty.'
      }
      dateFormat={TOOLKIT_DATE_FORMAT}
      onApply={() => void send({ intent: 'apply', draft })}
      onRefresh={() => void send(applied ? { intent: 'apply', context: applied } : { intent: 'apply', draft })}
      onClearAll={() => {
        setDraft(emptyDraft());
        setSearch('');
      }}
      onExit={() => void exit()}
    />
  );
}
