import { useToast } from '@ridgeline/ui';
import { useEffect } from 'react';
import { clearedFlashToastCookie, flashToastFromCookies, resolveFlashToast } from '../../../platform/toasts/flashToast';
import { receiveToasts, type ShopToast } from '../../../platform/toasts/showToast';

/** Toasts last 5000 ms and have no close button. */
export const SHOP_TOAST_DURATION_MS = 5000;

/**
 * The page's toast host (an island on every public page, trigger `idle`): shows every `showToast` of the page's
 * islands, the ones queued before it hydrated first, and the flash toast a server form left in its cookie (shown once,
 * then the cookie is cleared). The toast region (ui's, top-center on small screens and top-right above) loads with
 * the first toast.
 */
export function ToastHost() {
  const { toast } = useToast();
  useEffect(() => {
    const show = (item: ShopToast) =>
      toast({
        title: item.link ? (
          <>
            {item.title}{' '}
            <a href={item.link.href.startsWith('/') && !item.link.href.startsWith('//') ? item.link.href : '/'}>
              {item.link.label}
            </a>
          </>
        ) : (
          item.title
        ),
        ...(item.description ? { description: item.description } : {}),
        status: item.status ?? 'info',
        duration: SHOP_TOAST_DURATION_MS,
        isClosable: false,
        ...(item.id ? { id: item.id } : {}),
      });
    const stop = receiveToasts(show);
    const flash = flashToastFromCookies(document.cookie);
    if (flash) {
      document.cookie = clearedFlashToastCookie(window.location.protocol === 'https:');
      void resolveFlashToast(flash).then(show);
    }
    return stop;
  }, [toast]);
  return null;
}
