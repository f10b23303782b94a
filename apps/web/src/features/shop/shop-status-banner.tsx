import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../lib/realtime';
import { shopStatusQuery, useShopStatus } from './api/shop-status';

/** The storefront's banner while an admin's Emergency Stop keeps the shop from taking orders. */
export function ShopStatusBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useShopStatus();
  useRealtimeEvent(
    'shop_status_changed',
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: shopStatusQuery.queryKey }),
      [queryClient],
    ),
  );
  if (!status.data || status.data.acceptingOrders) return null;
  return (
    <div className="shop-stopped-banner" role="status" data-testid="shop-stopped-banner">
      {t('checkout.errors.ordersPaused')}
    </div>
  );
}
