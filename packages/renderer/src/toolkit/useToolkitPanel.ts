import { useCallback, useState } from 'react';
import {
  addQualifier,
  contextFromDraft,
  draftFromContext,
  emptyDraft,
  filterGroups,
  TOOLKIT_TOASTS,
  toolkitSearch,
  withoutToolkitParams,
  type CustomerGroup,
  type ToolkitContext,
  type ToolkitDraft,
} from './toolkit';

type ToolkitToast = (typeof TOOLKIT_TOASTS)[keyof typeof TOOLKIT_TOASTS];

export interface ToolkitPanelOptions {
  /** the toolkit's resource route (GET: groups and context; POST: apply / exit) */
  endpoint: string;
  /** shows a status toast, returns its id */
  toast: (toast: ToolkitToast) => string;
  dismiss: (id: string) => void;
  /** re-runs the page's loaders, so personalised content follows the applied groups */
  revalidate: () => void;
  /** the shopper left the toolkit */
  onExit: () => void;
}

interface ApplyAnswer {
  ok: boolean;
  context?: ToolkitContext;
}

async function postToolkit(endpoint: string, body: unknown): Promise<ApplyAnswer> {
  try {
    const response = await fetch(endpoint, {
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
 * The merchandiser toolkit panel's state and actions (docs/behaviour/toolkit.md), for a view such as ui's
 * `MerchandiserToolkit`: groups and context loaded on first open; Apply/Update posts the draft with the status toasts;
 * on success the address gets the `tk_*` parameters and a fresh `tk_hash`, and the page revalidates. Browser only.
 */
export function useToolkitPanel({ endpoint, toast, dismiss, revalidate, onExit }: ToolkitPanelOptions) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [groups, setGroups] = useState<CustomerGroup[]>([]);
  const [applied, setApplied] = useState<ToolkitContext | null>(null);
  const [draft, setDraft] = useState<ToolkitDraft>(emptyDraft);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const response = await fetch(endpoint, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const data = (await response.json()) as { groups: CustomerGroup[]; context: ToolkitContext | null };
      setGroups(data.groups);
      setApplied(data.context);
      setDraft(draftFromContext(data.context));
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, [endpoint]);

  const send = async (body: unknown) => {
    setBusy(true);
    const pending = toast({ ...TOOLKIT_TOASTS.updating });
    const answer = await postToolkit(endpoint, body);
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
    revalidate();
  };

  const exit = async () => {
    setBusy(true);
    await postToolkit(endpoint, { intent: 'exit' });
    setBusy(false);
    const rest = withoutToolkitParams(window.location.search).toString();
    replaceSearch(rest ? `?${rest}` : '');
    setOpen(false);
    onExit();
    revalidate();
  };

  const toSend = contextFromDraft(draft);
  return {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next && status === 'idle') void load();
    },
    status,
    groups: filterGroups(groups, search),
    search,
    onSearchChange: setSearch,
    draft,
    onDraftChange: setDraft,
    onAddQualifier: (field: 'customQualifiers' | 'assignmentQualifiers', key: string, value: string) => {
      const next = addQualifier(draft[field], key, value);
      if (next === draft[field]) return false;
      setDraft((current) => ({ ...current, [field]: next }));
      return true;
    },
    applied: applied !== null,
    busy,
    summary: Object.keys(toSend).length
      ? `To send: ${JSON.stringify(toSend)}`
      : 'Nothing to send: the context is empty.',
    onApply: () => void send({ intent: 'apply', draft }),
    onRefresh: () => void send(applied ? { intent: 'apply', context: applied } : { intent: 'apply', draft }),
    onClearAll: () => {
      setDraft(emptyDraft());
      setSearch('');
    },
    onExit: () => void exit(),
  };
}
