/** The offline texts, word for word (docs/behaviour/shell.md#overlays-and-offline). */
export const OFFLINE_BANNER_TEXT = "You're currently browsing in offline mode.";
export const OFFLINE_TITLE = 'You are currently offline';
export const OFFLINE_MESSAGE = "We couldn't load the next page on this connection. Please try again.";
export const OFFLINE_RETRY_LABEL = 'Retry Connection';
