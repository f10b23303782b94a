import type { OrderTimelineEntry } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAdminOrderTimeline } from '../api/admin-order-timeline';
import { adminErrorText } from '../components/admin-error';
import { dateTime, money } from '../components/format';
import { StaffNoteForm } from '../components/staff-note-form';
import { roleTextKey, type RoleChoice } from '../users/role-label';

/** The order facts are shown in (the database keeps JSON keys in its own order); others follow. */
const FACT_ORDER = [
  'action',
  'actorEmail',
  'method',
  'event',
  'emailKind',
  'from',
  'to',
  'status',
  'outcome',
  'answer',
  'paid',
  'paidCents',
  'paidCurrency',
  'apv',
  'latencyMs',
  'providerOrderNumber',
  'created',
  'recovered',
  'cards',
  'code',
  'error',
  'reason',
  'tranId',
  'provider',
  'amountCents',
  'totalCents',
  'currency',
];
const rank = (key: string): number => {
  const index = FACT_ORDER.indexOf(key);
  return index < 0 ? FACT_ORDER.length : index;
};

/** Fields holding integer cents (shown as money). */
const CENTS = new Set(['totalCents', 'amountCents', 'paidCents']);

function valueText(key: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('adminTimeline.yes') : t('adminTimeline.no');
  if (typeof value === 'number' && CENTS.has(key)) return money(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function EntryFacts({ entry }: { entry: OrderTimelineEntry }) {
  const { t } = useTranslation();
  const facts = Object.entries(entry.data)
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b));
  if (facts.length === 0) return null;
  return (
    <div className="timeline-facts">
      {facts.map(([key, value]) => (
        <span key={key} className="timeline-fact" data-field={key}>
          <span className="muted">{t(`adminTimeline.fields.${key}`, { defaultValue: key })}:</span>{' '}
          {/* yes/no are words of the page's language (a monospace font has no Khmer) */}
          <span className={typeof value === 'boolean' ? undefined : 'mono'}>{valueText(key, value, t)}</span>
        </span>
      ))}
    </div>
  );
}

/** A staff note on the timeline: its text and its author (never shown to the customer). */
function NoteEntry({ entry }: { entry: OrderTimelineEntry }) {
  const { t } = useTranslation();
  const role = String(entry.data.authorRole ?? '');
  return (
    <div data-testid="timeline-note">
      <p className="staff-note-body">{String(entry.data.body ?? '')}</p>
      <div className="muted small">
        {t('adminCustomers.notes.by', {
          name: String(entry.data.authorName ?? ''),
          role: t(roleTextKey(role as RoleChoice), { defaultValue: role }),
        })}
      </div>
    </div>
  );
}

/** The title of an entry: its kind, and an admin action's name. */
function entryTitle(entry: OrderTimelineEntry, t: TFunction): string {
  const kind = t(`adminTimeline.kinds.${entry.kind}`, { defaultValue: entry.kind });
  if (entry.kind !== 'admin.action' || typeof entry.data.action !== 'string') return kind;
  return `${kind}: ${t(`adminAudit.actions.${entry.data.action}`, { defaultValue: entry.data.action })}`;
}

/**
 * The order's timeline (GET /api/admin/orders/{orderNumber}/timeline), oldest first. The page
 * refetches it on `order_timeline_update` for this order (pushed to admins at every commit).
 */
export function OrderTimelineSection({ orderNumber, orderId }: { orderNumber: string; orderId: string }) {
  const { t } = useTranslation();
  const timeline = useAdminOrderTimeline(orderNumber);
  const entries = timeline.data?.entries ?? [];
  return (
    <div className="admin-section" data-testid="order-timeline">
      <h2>{t('adminTimeline.title')}</h2>
      <p className="muted">{t('adminTimeline.intro')}</p>
      <StaffNoteForm target={{ orderNumber }} />
      <p className="small muted">
        {t('adminTimeline.logId')} <code data-testid="order-log-id">{orderId}</code>
      </p>
      {timeline.isError ? (
        <p className="error-text" role="alert">
          {t('adminTimeline.failed')}: {adminErrorText(timeline.error, t)}
        </p>
      ) : entries.length === 0 ? (
        <p className="muted">{timeline.isPending ? t('admin.loading') : t('adminTimeline.empty')}</p>
      ) : (
        <ol className="timeline">
          {entries.map((entry) => (
            <li key={entry.id} className="timeline-entry" data-kind={entry.kind}>
              <div className="timeline-head">
                <strong>{entryTitle(entry, t)}</strong>
                <time className="muted" dateTime={entry.at}>
                  {dateTime(entry.at)}
                </time>
              </div>
              {entry.kind === 'staff.note' ? <NoteEntry entry={entry} /> : <EntryFacts entry={entry} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
