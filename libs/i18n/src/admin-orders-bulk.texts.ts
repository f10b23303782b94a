import { defineTexts } from './define-texts';

/** The admin orders list's bulk actions: the selection, the two actions and their per-order results. */
export const adminOrdersBulkTexts = defineTexts({
  en: {
    toolbar: 'Bulk actions',
    selectColumn: 'Select',
    selectOrder: 'Select order {{orderNumber}}',
    selectPage: 'Select this page',
    selected: 'Selected: {{count}}',
    tooMany: 'Select at most {{limit}} orders',
    clear: 'Clear selection',
    actions: {
      'resend-esim-email': 'Resend eSIM email',
      'retry-provisioning': 'Retry provisioning',
    },
    working: 'Working…',
    failed: 'The action failed: {{message}}',
    results: {
      title: {
        'resend-esim-email': 'Resend eSIM email: results',
        'retry-provisioning': 'Retry provisioning: results',
      },
      summary: '{{done}} done, {{skipped}} skipped',
      order: 'Order',
      outcome: 'Result',
      detail: 'Detail',
      done: 'Done',
      skipped: 'Skipped',
      close: 'Close',
    },
    doneDetail: {
      'resend-esim-email': 'The eSIM email is on its way',
      'retry-provisioning': 'Provisioning restarted',
    },
    reasons: {
      NOT_FOUND: 'Order not found',
      ORDER_NOT_RETRYABLE: 'Only a failed purchase can be retried',
      NO_ESIM: 'No eSIM delivered yet',
      NO_EMAIL: 'The order has no email address',
      EMAIL_PENDING: 'The first eSIM email is still on its way',
      SENT_THIS_HOUR: 'Already sent within this hour',
    },
  },
  km: {
    toolbar: 'សកម្មភាពជាក្រុម',
    selectColumn: 'ជ្រើស',
    selectOrder: 'ជ្រើសការបញ្ជាទិញ {{orderNumber}}',
    selectPage: 'ជ្រើសទំព័រនេះ',
    selected: 'បានជ្រើស៖ {{count}}',
    tooMany: 'ជ្រើសបានច្រើនបំផុត {{limit}} ការបញ្ជាទិញ',
    clear: 'លុបការជ្រើស',
    actions: {
      'resend-esim-email': 'ផ្ញើអ៊ីមែល eSIM ម្ដងទៀត',
      'retry-provisioning': 'ព្យាយាមផ្ដល់ eSIM ម្ដងទៀត',
    },
    working: 'កំពុងដំណើរការ…',
    failed: 'សកម្មភាពមិនបានសម្រេច៖ {{message}}',
    results: {
      title: {
        'resend-esim-email': 'ផ្ញើអ៊ីមែល eSIM ម្ដងទៀត៖ លទ្ធផល',
        'retry-provisioning': 'ព្យាយាមផ្ដល់ eSIM ម្ដងទៀត៖ លទ្ធផល',
      },
      summary: 'រួចរាល់ {{done}} រំលង {{skipped}}',
      order: 'ការបញ្ជាទិញ',
      outcome: 'លទ្ធផល',
      detail: 'ព័ត៌មានលម្អិត',
      done: 'រួចរាល់',
      skipped: 'បានរំលង',
      close: 'បិទ',
    },
    doneDetail: {
      'resend-esim-email': 'អ៊ីមែល eSIM កំពុងផ្ញើទៅអតិថិជន',
      'retry-provisioning': 'បានចាប់ផ្ដើមផ្ដល់ eSIM ម្ដងទៀត',
    },
    reasons: {
      NOT_FOUND: 'រកមិនឃើញការបញ្ជាទិញ',
      ORDER_NOT_RETRYABLE: 'អាចព្យាយាមម្ដងទៀតបានតែការទិញដែលបរាជ័យប៉ុណ្ណោះ',
      NO_ESIM: 'មិនទាន់មាន eSIM បានផ្ដល់នៅឡើយ',
      NO_EMAIL: 'ការបញ្ជាទិញនេះគ្មានអាសយដ្ឋានអ៊ីមែល',
      EMAIL_PENDING: 'អ៊ីមែល eSIM ដំបូងកំពុងផ្ញើនៅឡើយ',
      SENT_THIS_HOUR: 'បានផ្ញើរួចហើយក្នុងម៉ោងនេះ',
    },
  },
});
