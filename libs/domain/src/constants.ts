/**
 * The specification's business constants, one name per rule. Durations are in milliseconds
 * (suffix _MS), sizes in pixels (_PX), memory in megabytes (_MB), money in integer cents (_CENTS).
 * Sources: spec/1-purchase-flow.md (PF), spec/2-customer-area.md (CA), spec/3-admin.md (AD), each §9
 * unless stated otherwise.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

// ── Money and pricing ────────────────────────────────────────────────────────────────────────────
/** PF §1, §9: the shop sells in USD, amounts with 2 decimals. */
export const SHOP_CURRENCY = 'USD';
/** PF §9, CA §9: the 'Processing Fee' line is always $0.00. */
export const PROCESSING_FEE_CENTS = 0;
/** AD §9: retail price = 5 × wholesale, rounded to .00 (see pricing.ts for the direction). */
export const PRICING_MARKUP_FACTOR = 5;
/** The admin's markup setting: a factor from 1 (sell at cost) to 100, at most 2 decimals. */
export const PRICING_MARKUP_MIN = 1;
export const PRICING_MARKUP_MAX = 100;
/** The bulk price adjustment: a percentage greater than -100 (see adjustRetailPrice) and at most this. */
export const BULK_PRICE_ADJUSTMENT_MAX_PERCENT = 1000;

// ── DayPass and cart ─────────────────────────────────────────────────────────────────────────────
/** PF §5, §9 and CA §9: DayPass duration is a whole number of days from 1 to 30. */
export const DAYPASS_MIN_DAYS = 1;
export const DAYPASS_MAX_DAYS = 30;
/** PF §2 (payment dialog): day-pass days default to 1. */
export const DAYPASS_DEFAULT_DAYS = 1;
/** CA §5, §9: the renewal duration slider starts at 7 days (step 1). */
export const DAYPASS_RENEWAL_DEFAULT_DAYS = 7;
/** PF §3, §9: cart quantity default and minimum. */
export const CART_MIN_QUANTITY = 1;
export const CART_DEFAULT_QUANTITY = 1;

// ── Form rules (PF §5, CA §5) ────────────────────────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password must contain one of (account settings). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
/** Checkout: customerName at least 2 characters. */
export const CUSTOMER_NAME_MIN_LENGTH = 2;
/** Checkout: customerPhone at least 9 characters. */
export const CUSTOMER_PHONE_MIN_LENGTH = 9;

// ── Gateway payment monitoring (PF §4, §9; DESIGN §2.4) ──────────────────────────────────────────
/** First phase: 4 checks, 5 s apart. */
export const PAYMENT_MONITOR_CHECKS = 4;
export const PAYMENT_MONITOR_INTERVAL_MS = 5 * SECOND_MS;
/** Backup phase: one check after each of these delays (5 attempts); afterwards the payment stays pending. */
export const PAYMENT_BACKUP_DELAYS_MS: readonly number[] = Object.freeze(
  [20, 60, 120, 180, 240].map((s) => s * SECOND_MS),
);
/** Bank QR dialog: first status check after 3 s, then every 2 s, 5 s after an error. */
export const PAYMENT_DIALOG_FIRST_POLL_MS = 3 * SECOND_MS;
export const PAYMENT_DIALOG_POLL_MS = 2 * SECOND_MS;
export const PAYMENT_DIALOG_POLL_AFTER_ERROR_MS = 5 * SECOND_MS;
/** The gateway form popup window. */
export const PAYWAY_POPUP_WIDTH_PX = 600;
export const PAYWAY_POPUP_HEIGHT_PX = 700;
/** QR data: refetched every 5 s, 3 retries 1 s apart (PF §7, CA §7). */
export const QR_DATA_REFETCH_MS = 5 * SECOND_MS;
export const QR_DATA_RETRIES = 3;
export const QR_DATA_RETRY_DELAY_MS = SECOND_MS;
/** Card/account provider SDK. */
export const PAYPAL_SDK_LOAD_TIMEOUT_MS = 30 * SECOND_MS;
export const PAYPAL_BUTTON_HEIGHT_PX = 45;

// ── Payment status page and order pages (CA §4, §9) ──────────────────────────────────────────────
export const PAYMENT_STATUS_POLL_INTERVAL_MS = 15 * SECOND_MS;
export const PAYMENT_STATUS_MAX_CHECKS = 20;
export const ORDER_STATUS_POLL_INTERVAL_MS = 10 * SECOND_MS;
export const CONFIRMATION_REDIRECT_DELAY_MS = 3 * SECOND_MS;
export const ORDER_PAGE_REFETCH_MS = 5 * SECOND_MS;
export const ORDER_PAGE_PENDING_RETRY_MS = 3 * SECOND_MS;
export const ESIM_DETAIL_REFETCH_MS = 30 * SECOND_MS;
/** Gateway return on /my-esims: backup check after 15 s, list refresh 2 s after a paid backup check. */
export const GATEWAY_RETURN_BACKUP_CHECK_DELAY_MS = 15 * SECOND_MS;
export const GATEWAY_RETURN_LIST_REFRESH_DELAY_MS = 2 * SECOND_MS;

// ── Realtime channel (PF §4, §9) ─────────────────────────────────────────────────────────────────
export const REALTIME_PATH = '/ws';
export const REALTIME_RECONNECT_ATTEMPTS = 5;
export const REALTIME_RECONNECT_STEP_MS = 3 * SECOND_MS;
export const AUTH_SYNC_COOLDOWN_MS = SECOND_MS;

/**
 * Delay before reconnect attempt `attempt` (1-based): 3 s × attempt. Returns null once the 5
 * attempts are used up (or for a non-positive / fractional attempt number).
 */
export function realtimeReconnectDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > REALTIME_RECONNECT_ATTEMPTS) return null;
  return REALTIME_RECONNECT_STEP_MS * attempt;
}

// ── Client data freshness and retries (PF §8, §9) ────────────────────────────────────────────────
export const QUERY_STALE_TIME_MS = 5 * SECOND_MS;
export const QUERY_GC_TIME_MS = 5 * MINUTE_MS;
export const SIGNED_IN_LIST_CACHE_MIN_MS = 5 * MINUTE_MS;
export const SIGNED_IN_LIST_CACHE_MAX_MS = 10 * MINUTE_MS;
export const QUERY_MAX_RETRIES = 1;
export const MUTATION_MAX_RETRIES = 1;
export const PACKAGE_ORDER_QUERY_RETRY_DELAY_MS = SECOND_MS;

// ── QR codes (PF §9, CA §2 and §9, AD §2.12 and §9) ──────────────────────────────────────────────
export const QR_SIZE_SCREEN_PX = 160;
export const QR_SIZE_DOWNLOAD_PX = 512;
export const QR_SIZE_ADMIN_DOWNLOAD_PX = 256;
export const QR_MARGIN = 2;
export const QR_ERROR_CORRECTION_LEVEL = 'M';
/** CA §7: the activation string is `LPA:1$<SM-DP+ host>$<activation code>`. */
export const LPA_PREFIX = 'LPA:1$';

// ── Package detail and install help (PF §2, CA §2) ───────────────────────────────────────────────
export const DETAIL_OPERATORS_SHOWN = 4;
export const DETAIL_COUNTRIES_SHOWN = 4;
export const DETAIL_DEVICES_SHOWN = 6;
export const DETAIL_COVERAGE_TEXT_MAX_CHARS = 50;
export const ANDROID_ACTIVATION_CODE_MAX_CHARS = 50;

// ── Session, languages, UI timings ───────────────────────────────────────────────────────────────
export const LOGIN_RELOAD_DELAY_MS = 100;
export const SIGN_OUT_RELOAD_DELAY_MS = 100;
export const LANGUAGES = Object.freeze(['en', 'km'] as const);
export const DEFAULT_LANGUAGE = 'en';
export const APP_VERSION = '1.0.0';
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** CA §9: removal delay in the list area. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
/** AD §9. */
export const ADMIN_TOAST_MAX_WIDTH_PX = 420;
export const ADMIN_TOAST_SWIPE_THRESHOLD_TOUCH_PX = 10;
export const ADMIN_TOAST_SWIPE_THRESHOLD_OTHER_PX = 2;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// ── Admin (AD §2, §9) ────────────────────────────────────────────────────────────────────────────
export const ADMIN_PAGE_SIZES: readonly number[] = Object.freeze([10, 15, 50]);
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_RECENT_ACTIVITY_ORDERS = 5;
export const ADMIN_POLL_PAYMENT_SETTINGS_MS = 10 * SECOND_MS;
export const ADMIN_POLL_MONITOR_STATUS_MS = 5 * SECOND_MS;
export const ADMIN_POLL_PERFORMANCE_MS = 30 * SECOND_MS;
export const ADMIN_POLL_MEMORY_MS = 30 * SECOND_MS;
export const ADMIN_POLL_SERVER_STATUS_MS = 15 * SECOND_MS;
export const ADMIN_POLL_REALTIME_SERVER_PANEL_MS = 10 * SECOND_MS;
export const ADMIN_POLL_REALTIME_MS = 2 * MINUTE_MS;
export const ADMIN_POLL_API_CONFIG_MS = 2 * MINUTE_MS;
export const ADMIN_POLL_SYSTEM_HEALTH_MS = 3 * MINUTE_MS;

// ── Catalogue discovery (AD §2.9, §9) ────────────────────────────────────────────────────────────
export const DISCOVERY_INTERVAL_MS = 30 * SECOND_MS;
export const DISCOVERY_SKUS_PER_CYCLE = 20;
export const DISCOVERY_SYNC_INTERVAL_MS = 2 * MINUTE_MS;
export const DISCOVERY_TARGET_PACKAGES = 1404;
/** The spec states about 1 h for the provider token (providers.md: 2 h); refresh hourly. */
export const PROVIDER_TOKEN_TTL_MS = 60 * MINUTE_MS;
export const PACKAGE_DATA_STORAGE_WINDOW_MS = 30 * MINUTE_MS;
export const DISCOVERY_RECENT_PACKAGES_LIMIT = 8;
export const DISCOVERY_RECENT_ERRORS_LIMIT = 5;

// ── Memory monitor (AD §5, §9) ───────────────────────────────────────────────────────────────────
/** rss strictly above this flags memory HIGH. */
export const MEMORY_HIGH_RSS_MB = 200;
export const MEMORY_LIMIT_TEXT_MB = 136;

/** A deleted eSIM stays restorable by its owner this long (My eSIMs, "Recently deleted"). */
export const ESIM_RESTORE_WINDOW_DAYS = 30;
