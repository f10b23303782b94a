import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  androidActivationCode,
  androidInstallLink,
  installDevice,
  iosInstallLink,
  type InstallDevice,
} from '@app/domain';
import { TabList, TabPanel, Tabs } from '../tabs';
import { toast } from '../toast';
import { copyText } from './copy-button';

export interface InstallableEsim {
  iccid: string;
  activationCode: string;
  qrCodeData: string;
}

/** The page's device, from the browser's user agent (the spec's pattern list, libs/domain). */
export const currentDevice = (): InstallDevice =>
  typeof navigator === 'undefined'
    ? 'desktop'
    : installDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);

const PLATFORMS = ['ios', 'android'] as const;

/**
 * Install help chosen by device: on an iPhone or Android phone a one-tap install (Apple's or
 * Google's eSIM setup link carrying the LPA string) and the copy actions; on a computer the
 * phone-only actions say 'Mobile Device Required' (the QR code is the way there). Instructions for
 * both platforms in tabs.
 */
export function InstallHelp({ esim }: { esim: InstallableEsim }) {
  const { t } = useTranslation();
  const device = currentDevice();
  const [tab, setTab] = useState<'ios' | 'android'>(device === 'android' ? 'android' : 'ios');
  const mobileRequired = () =>
    toast({ title: t('esims.install.mobileRequired'), description: t('esims.install.mobileRequiredText') });

  const oneTap = (platform: 'ios' | 'android') => {
    const label = platform === 'ios' ? t('esims.install.oneTapIos') : t('esims.install.oneTapAndroid');
    if (device === platform) {
      const href = platform === 'ios' ? iosInstallLink(esim.qrCodeData) : androidInstallLink(esim.qrCodeData);
      return (
        <a className="button one-tap" href={href} data-testid={`one-tap-${platform}`}>
          {label}
        </a>
      );
    }
    if (device !== 'desktop') return null;
    return (
      <button type="button" className="one-tap" onClick={mobileRequired} data-testid={`one-tap-${platform}`}>
        {label}
      </button>
    );
  };

  const copyAction = (platform: 'ios' | 'android') => {
    const label =
      platform === 'ios' ? t('esims.install.copyActivation') : t('esims.install.copyIccidAndCode');
    const run = () => {
      if (device === 'desktop') return mobileRequired();
      if (platform === 'ios') void copyText(esim.activationCode, t('esims.dialog.activationCode'), t);
      else
        void copyText(
          `${esim.iccid}\n${androidActivationCode(esim.activationCode)}`,
          `${t('esims.dialog.iccid')} + ${t('esims.dialog.activationCode')}`,
          t,
        );
    };
    return (
      <button type="button" className="secondary" onClick={run}>
        {label}
      </button>
    );
  };

  const steps = (
    tab === 'ios'
      ? (t('esims.install.iosSteps', { returnObjects: true }) as string[])
      : (t('esims.install.androidSteps', {
          returnObjects: true,
          code: androidActivationCode(esim.activationCode),
        }) as string[])
  ).map((step) => step.replace('{{code}}', androidActivationCode(esim.activationCode)));

  return (
    <div className="install-help" data-device={device}>
      <Tabs value={tab} onChange={setTab}>
        <TabList tabs={PLATFORMS} label={t('esims.install.title')} className="segmented">
          {(platform) => (platform === 'ios' ? t('esims.install.iphone') : t('esims.install.android'))}
        </TabList>
        <TabPanel className="install-panel">
          {device === 'desktop' && <p className="muted small">{t('esims.install.scanHint')}</p>}
          <div className="install-actions">
            {oneTap(tab)}
            {copyAction(tab)}
          </div>
          {device === tab && <p className="muted small">{t('esims.install.oneTapHint')}</p>}
          <ol className="install-steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </TabPanel>
      </Tabs>
    </div>
  );
}
