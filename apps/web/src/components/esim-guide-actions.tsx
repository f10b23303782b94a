import { useTranslation } from 'react-i18next';
import { isLanguage } from '@app/i18n';
import { ApiError } from '../lib/api-client';
import { useGenerateEsimGuide, useSendEsimInstructions } from '../lib/esim-guide-api';
import { englishGuideTexts, fallbackGuidePdf, type GuideOrder } from '../lib/fallback-guide';

function download(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const fromBase64 = (data: string): Uint8Array => Uint8Array.from(atob(data), (char) => char.charCodeAt(0));

/**
 * The order page's Download PDF Guide and Email Instructions buttons, with the spec's alerts.
 * The PDF comes from the server; the browser builds its simpler one only when the server says so.
 */
export function EsimGuideActions({ order }: { order: GuideOrder | null }) {
  const { t, i18n } = useTranslation();
  const guide = useGenerateEsimGuide();
  const email = useSendEsimInstructions();

  const downloadGuide = () => {
    if (!order) {
      window.alert(t('notifications.actions.pdfMissing'));
      return;
    }
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    guide.mutate(
      { order, language },
      {
        onSuccess: (reply) => {
          if (reply.success && reply.pdfData) {
            download(fromBase64(reply.pdfData), reply.fileName ?? `esim-guide-${order.orderNumber}.pdf`);
          } else if (reply.useClientGeneration) {
            void englishGuideTexts().then((texts) =>
              download(fallbackGuidePdf(order, texts), `esim-guide-${order.orderNumber}.pdf`),
            );
          } else window.alert(t('notifications.actions.pdfFailed'));
        },
        onError: () => window.alert(t('notifications.actions.pdfFailed')),
      },
    );
  };

  const emailInstructions = () => {
    if (!order) {
      window.alert(t('notifications.actions.emailFailed'));
      return;
    }
    email.mutate(
      { orderNumber: order.orderNumber, token: order.token },
      {
        onSuccess: (reply) => {
          if (!reply.success) window.alert(t('notifications.actions.emailFailed'));
          else
            window.alert(
              t(reply.fallback ? 'notifications.actions.emailFallback' : 'notifications.actions.emailSent', {
                recipient: reply.recipient,
              }),
            );
        },
        onError: (error) =>
          window.alert(
            error instanceof ApiError && error.code === 'NO_EMAIL'
              ? t('guestOrders.emailLink.text')
              : t('notifications.actions.emailFailed'),
          ),
      },
    );
  };

  return (
    <div className="row">
      <button type="button" onClick={downloadGuide} disabled={guide.isPending}>
        {guide.isPending ? t('notifications.actions.generatingPdf') : t('notifications.actions.downloadPdf')}
      </button>
      <button type="button" className="secondary" onClick={emailInstructions} disabled={email.isPending}>
        {email.isPending
          ? t('notifications.actions.sendingEmail')
          : t('notifications.actions.emailInstructions')}
      </button>
    </div>
  );
}
