import { useEffect, useId, useRef } from 'react';
import { Button, Heading, Text, theme } from '@ridgeline/ui';
import { OFFLINE_MESSAGE, OFFLINE_RETRY_LABEL, OFFLINE_TITLE } from './messages';

export interface OfflineScreenProps {
  onRetry: () => void;
  /**
   * `overlay`: over the page, when a part of it could not load its code (focus moves to Retry Connection);
   * `page`: the offline page's content (its heading is the page's `<h1>`).
   */
  variant?: 'overlay' | 'page';
}

/** 'You are currently offline', the explanation and Retry Connection. */
export function OfflineScreen({ onRetry, variant = 'overlay' }: OfflineScreenProps) {
  const titleId = useId();
  const messageId = useId();
  const retry = useRef<HTMLButtonElement>(null);
  const overlay = variant === 'overlay';
  useEffect(() => {
    if (overlay) retry.current?.focus();
  }, [overlay]);
  return (
    <section
      {...(overlay ? { role: 'alertdialog', 'aria-modal': true } : { 'data-offline-page': '' })}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-offline-screen={variant}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space[4],
        padding: `${theme.space[16]} ${theme.space[4]}`,
        textAlign: 'center',
        background: theme.colors.background.page,
        ...(overlay ? { position: 'fixed', inset: 0, zIndex: theme.zIndices.modal } : { minHeight: '60vh' }),
      }}
    >
      <Heading level={overlay ? 2 : 1} size="2xl" id={titleId}>
        {OFFLINE_TITLE}
      </Heading>
      <Text id={messageId} color="secondary">
        {OFFLINE_MESSAGE}
      </Text>
      <Button ref={retry} onClick={onRetry}>
        {OFFLINE_RETRY_LABEL}
      </Button>
    </section>
  );
}

/** The offline page's screen: Retry Connection loads the address again (the page the visitor asked for). */
export function OfflinePageScreen() {
  return <OfflineScreen variant="page" onRetry={() => window.location.reload()} />;
}
