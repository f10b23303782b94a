/** GET /api/support: how to reach support, and the promise made when one is configured. */
export interface SupportInfo {
  email: string;
  telegram: string | null;
  phone: string | null;
  /** Null when no promise is configured: the pages then make none. */
  promise: { availability: string; responseHours: number } | null;
}
