import { useTranslation } from 'react-i18next';
import type { PackageComplete, PackageSummary } from '@app/contracts';
import { DETAIL_DEVICES_SHOWN, detailDataLabel } from '@app/domain';
import { deviceName } from '@app/i18n';
import { useDeviceCompatibility } from '../api/get-device-compatibility';
import { ExpandableList } from './expandable-list';

/**
 * Data, validity (a DayPass: the days chosen), type, SIM and activation, top-up, and the
 * compatible devices (first 6).
 */
export function SpecsTab({
  data,
  plan,
  days,
}: {
  data: PackageComplete;
  plan: PackageSummary;
  days: number;
}) {
  const { t, i18n } = useTranslation();
  const devices = useDeviceCompatibility(data.package.id, true);
  const renewable = plan.id === data.package.id ? data.package.renewable : null;
  return (
    <dl className="specs">
      <dt>{t('catalogue.detail.specs.data')}</dt>
      <dd>
        {plan.isDayPass
          ? t('catalogue.detail.perDay', { data: detailDataLabel(plan.data, plan.apiCode) })
          : detailDataLabel(plan.data, plan.apiCode)}
      </dd>
      <dt>{t('catalogue.detail.specs.validity')}</dt>
      <dd>{t('catalogue.detail.days', { count: plan.isDayPass ? days : plan.days })}</dd>
      <dt>{t('catalogue.detail.specs.planType')}</dt>
      <dd>{t(plan.isDayPass ? 'catalogue.detail.type.dayPass' : 'catalogue.detail.type.fixed')}</dd>
      <dt>{t('catalogue.detail.specs.simType')}</dt>
      <dd>{devices.data?.simType ?? 'eSIM'}</dd>
      <dt>{t('catalogue.detail.specs.activation')}</dt>
      <dd>{t('catalogue.detail.specs.qrCode')}</dd>
      {renewable === null ? null : (
        <>
          <dt>{t('catalogue.detail.specs.topUp')}</dt>
          <dd>{t(renewable ? 'catalogue.detail.specs.topUpYes' : 'catalogue.detail.specs.topUpNo')}</dd>
        </>
      )}
      {devices.data ? (
        <>
          <dt>{t('catalogue.detail.specs.devices')}</dt>
          <dd data-testid="device-list">
            <ExpandableList
              className="device-list"
              items={devices.data.devices}
              shown={DETAIL_DEVICES_SHOWN}
              moreLabel={t('catalogue.detail.specs.showAllDevices', { count: devices.data.devices.length })}
              render={(device) => <li key={device}>{deviceName(device, i18n.language)}</li>}
            />
          </dd>
          <dt>{t('catalogue.detail.specs.systems')}</dt>
          <dd>
            <ul className="device-list">
              {devices.data.supportedOS.map((os) => (
                <li key={os}>{t('catalogue.detail.specs.orLater', { os })}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
