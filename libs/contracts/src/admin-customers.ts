import type { AlertPreferences } from './alerts';
import type { AdminUserView } from './admin';

/** An internal staff note on an order or a customer: never shown or sent to the customer. */
export interface StaffNoteView {
  id: string;
  body: string;
  authorName: string;
  /** The author's staff role when writing (owner, admin, support, finance). */
  authorRole: string;
  createdAt: string;
}

/** POST /api/admin/orders/{orderNumber}/notes and /api/admin/customers/{id}/notes. */
export interface StaffNoteBody {
  body: string;
}

/** GET /api/admin/customers/{id}: one customer's page in the panel. */
export interface AdminCustomerView {
  profile: AdminUserView;
  orders: {
    orderNumber: string;
    status: string;
    totalCents: number;
    paymentMethod: string;
    createdAt: string;
  }[];
  esims: { id: string; iccid: string; packageName: string; status: string; orderNumber: string }[];
  refunds: {
    orderNumber: string;
    provider: string;
    amountCents: number;
    status: string;
    at: string;
  }[];
  alertPreferences: AlertPreferences;
  /** The newest sessions first: when, from where, with what. */
  signIns: { at: string; lastSeenAt: string; ip: string | null; userAgent: string | null }[];
  notes: StaffNoteView[];
}
