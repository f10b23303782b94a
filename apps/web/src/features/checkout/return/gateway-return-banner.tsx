import { useTranslation } from 'react-i18next';
import { useGatewayReturn } from './use-gateway-return';
import './gateway-return.css';

/** What the My eSIMs page shows while a gateway return is checked (it mounts this component). */
export function GatewayReturnBanner() {
  const { t } = useTranslation();
  const state = useGatewayReturn();
  if (state === 'idle') return null;
  return (
    <div className={`gateway-return ${state}`} role="status" data-testid="gateway-return">
      {state === 'checking' && <span className="gateway-return-spinner" aria-hidden="true" />}
      {state === 'confirmed' ? t('checkout.gatewayReturn.confirmed') : t('checkout.gatewayReturn.checking')}
    </div>
  );
}
