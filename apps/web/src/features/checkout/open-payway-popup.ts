import { PAYWAY_POPUP_HEIGHT_PX, PAYWAY_POPUP_WIDTH_PX } from '@app/domain';
import type { PaywayFormData } from '@app/contracts';

export const PAYWAY_POPUP_NAME = 'payway_popup';

export type PopupProblem = 'formNotAvailable' | 'invalidForm' | 'popupBlocked' | 'processFailed';

/**
 * 'Proceed to PayWay': the signed form posted into a 600×700 popup centred on the page (an open
 * popup is only focused: a tran_id is posted once). Returns the window, or the toast text's key.
 */
export function openPaywayPopup(
  form: PaywayFormData | undefined,
  current: Window | null,
): { window: Window; opened: boolean } | { problem: PopupProblem } {
  if (!form) return { problem: 'formNotAvailable' };
  if (!form.action || !form.fields?.tran_id || !form.fields.hash) return { problem: 'invalidForm' };
  try {
    if (current && !current.closed) {
      current.focus();
      return { window: current, opened: false };
    }
    const left = Math.max(0, window.screenX + (window.outerWidth - PAYWAY_POPUP_WIDTH_PX) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - PAYWAY_POPUP_HEIGHT_PX) / 2);
    const popup = window.open(
      '',
      PAYWAY_POPUP_NAME,
      `width=${PAYWAY_POPUP_WIDTH_PX},height=${PAYWAY_POPUP_HEIGHT_PX},left=${left},top=${top}`,
    );
    if (!popup) return { problem: 'popupBlocked' };
    const element = document.createElement('form');
    element.method = 'POST';
    element.action = form.action;
    element.target = PAYWAY_POPUP_NAME;
    for (const [name, value] of Object.entries(form.fields)) {
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = name;
      field.value = value;
      element.appendChild(field);
    }
    document.body.appendChild(element);
    element.submit();
    element.remove();
    return { window: popup, opened: true };
  } catch {
    return { problem: 'processFailed' };
  }
}
