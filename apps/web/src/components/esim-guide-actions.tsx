import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@app/i18n';
import { ApiError } from '../lib/api-client';
import { generateEsimGuide, useGenerateEsimGuide, useSendEsimInstructions } from '../lib/esim-guide-api';
import { englishGuideTexts, fallbackGuidePdf, type GuideOrder } from '../lib/fallback-guide';
import { keepGuide, keptGuide } from '../lib/offline-store';
import { useOnline } from '../lib/online';

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

const guideFileName = (orderNumber: string) => `esim-guide-${orderNumber}.pdf`;

/**
 * Keeps the guide of a delivered eSIM on this device (once per order and language), so Download
 * PDF Guide works with no network: the traveller who installs on arrival, without data.
 */
async function keepGuideOffline(order: GuideOrder, language: Language): Promise<void> {
  if (await keptGuide(order.orderNumber, language)) return;
  const reply = await generateEsimGuide(order, language);
  if (reply.success && reply.pdfData)
    await keepGuide(order.orderNumber, language, {
      pdfData: reply.pdfData,
      fileName: reply.fileName ?? guideFileName(order.orderNumber),
    });
}

/** One keeping per order and language while the page runs (the pages render it many times). */
const keeping = new Map<string, Promise<void>>();

function keepGuideOnce(order: GuideOrder, language: Language): void {
  const key = `${order.orderNumber} ${language}`;
  if (keeping.has(key)) return;
  keeping.set(
    key,
    keepGuideOffline(order, language).catch(() => {
      keeping.delete(key); // tried again on the next visit
    }),
  );
}

/**
 * The order page's Download PDF Guide and Email Instructions buttons, with the spec's alerts.
 * The PDF comes from the server; the browser builds its simpler one only when the server says so.
 * A delivered eSIM's guide is also kept on the device, and offline the button gives that copy.
 */
export function EsimGuideActions({ order }: { order: GuideOrder | null }) {
  const { t, i18n } = useTranslation();
  const guide = useGenerateEsimGuide();
  const email = useSendEsimInstructions();
  const online = useOnline();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const deliverable = order?.esim ? order : null;

  useEffect(() => {
    if (deliverable && online) keepGuideOnce(deliverable, language);
  }, [deliverable, online, language]);

  const downloadKept = async (orderNumber: string) => {
    const kept = await keptGuide(orderNumber, language);
    if (kept) download(fromBase64(kept.pdfData), kept.fileName);
    else window.alert(t('notifications.actions.pdfOffline'));
  };

  const downloadGuide = () => {
    if (!order) {
      window.alert(t('notifications.actions.pdfMissing'));
      return;
    }
    if (!online) {
      void downloadKept(order.orderNumber);
      return;
    }
    guide.mutate(
      { order, language },
      {
        onSuccess: (reply) => {
          if (reply.success && reply.pdfData) {
            download(fromBase64(reply.pdfData), reply.fileName ?? guideFileName(order.orderNumber));
          } else if (reply.useClientGeneration) {
            void englishGuideTexts().then((texts) =>
              download(fallbackGuidePdf(order, texts), guideFileName(order.orderNumber)),
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
