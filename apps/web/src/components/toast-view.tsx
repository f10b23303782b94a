import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@app/domain';
import { currentToast, dismissToast, subscribe } from './toast-store';
import './toast.css';

/** The toast on screen (mounted once, in the app provider). */
export function ToastView() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribe, currentToast);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('checkout.toast.region')}
    >
      {current && (
        <RadixToast.Root
          key={current.id}
          className={`toast toast-${current.variant ?? 'default'}`}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && currentToast()?.id === current.id && dismissToast()}
          data-testid="toast"
        >
          <div className="toast-body">
            <RadixToast.Title className="toast-title">{current.title}</RadixToast.Title>
            {current.description && (
              <RadixToast.Description className="toast-description">
                {current.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close className="toast-close" aria-label={t('checkout.toast.close')}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        className="toast-region"
        hotkey={[TOAST_HOTKEY]}
        label={`${t('checkout.toast.region')} ({hotkey})`}
      />
    </RadixToast.Provider>
  );
}
