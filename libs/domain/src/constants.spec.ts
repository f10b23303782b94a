import * as constants from './constants';
import { realtimeReconnectDelayMs } from './constants';

describe('business constants', () => {
  it('pin the spec values', () => {
    expect(constants).toMatchObject({
      DAYPASS_MIN_DAYS: 1,
      DAYPASS_MAX_DAYS: 30,
      DAYPASS_RENEWAL_DEFAULT_DAYS: 7,
      PRICING_MARKUP_FACTOR: 5,
      PROCESSING_FEE_CENTS: 0,
      PAYMENT_MONITOR_CHECKS: 4,
      PAYMENT_MONITOR_INTERVAL_MS: 5000,
      PAYMENT_BACKUP_DELAYS_MS: [20000, 60000, 120000, 180000, 240000],
      REALTIME_RECONNECT_ATTEMPTS: 5,
      REALTIME_RECONNECT_STEP_MS: 3000,
      PAYMENT_STATUS_POLL_INTERVAL_MS: 15000,
      PAYMENT_STATUS_MAX_CHECKS: 20,
      QR_SIZE_SCREEN_PX: 160,
      QR_SIZE_DOWNLOAD_PX: 512,
      QR_SIZE_ADMIN_DOWNLOAD_PX: 256,
      QR_MARGIN: 2,
      QR_ERROR_CORRECTION_LEVEL: 'M',
      ADMIN_PAGE_SIZES: [10, 15, 50],
      ADMIN_DEFAULT_PAGE_SIZE: 10,
      DISCOVERY_INTERVAL_MS: 30000,
      DISCOVERY_SKUS_PER_CYCLE: 20,
      DISCOVERY_RECENT_PACKAGES_LIMIT: 8,
      DISCOVERY_RECENT_ERRORS_LIMIT: 5,
      MEMORY_HIGH_RSS_MB: 200,
      PASSWORD_MIN_LENGTH: 8,
    });
    expect(constants.ADMIN_PAGE_SIZES).toContain(constants.ADMIN_DEFAULT_PAGE_SIZE);
  });

  it('freezes the lists', () => {
    expect(Object.isFrozen(constants.PAYMENT_BACKUP_DELAYS_MS)).toBe(true);
    expect(Object.isFrozen(constants.ADMIN_PAGE_SIZES)).toBe(true);
  });

  it('spaces reconnects by 3 s × attempt, 5 attempts at most', () => {
    expect([1, 2, 3, 4, 5].map(realtimeReconnectDelayMs)).toEqual([3000, 6000, 9000, 12000, 15000]);
    expect(realtimeReconnectDelayMs(6)).toBeNull();
    expect(realtimeReconnectDelayMs(0)).toBeNull();
    expect(realtimeReconnectDelayMs(1.5)).toBeNull();
  });
});
