import { defineTexts } from './define-texts';

/** The admin Messages tab: the support inbox (contact form and the bot's chat) and the answers. */
export const adminMessagesTexts = defineTexts({
  en: {
    tab: 'Messages',
    title: 'Messages',
    intro:
      'Messages from the contact form and from the Telegram bot. Answer a Telegram message here: it goes to the customer’s chat. Answer a form message by email.',
    none: 'No messages yet.',
    fromTelegram: 'Telegram',
    fromForm: 'Contact form',
    replies: 'Answers',
    answer: 'Answer',
    send: 'Send to Telegram',
    sending: 'Sending…',
    sent: 'Answer sent to the customer’s Telegram',
    failed: 'The answer could not be sent. Please try again.',
    byEmail: 'Answer by email',
    by: 'by {{email}}',
  },
  km: {
    tab: 'សារ',
    title: 'សារ',
    intro:
      'សារពីទម្រង់ទំនាក់ទំនង និងពីបូត Telegram។ ឆ្លើយសារ Telegram នៅទីនេះ៖ វានឹងទៅដល់ការជជែករបស់អតិថិជន។ ឆ្លើយសារពីទម្រង់តាមអ៊ីមែល។',
    none: 'មិនទាន់មានសារនៅឡើយទេ។',
    fromTelegram: 'Telegram',
    fromForm: 'ទម្រង់ទំនាក់ទំនង',
    replies: 'ចម្លើយដែលបានផ្ញើ',
    answer: 'ចម្លើយ',
    send: 'ផ្ញើទៅ Telegram',
    sending: 'កំពុងផ្ញើ…',
    sent: 'ចម្លើយត្រូវបានផ្ញើទៅ Telegram របស់អតិថិជន',
    failed: 'មិនអាចផ្ញើចម្លើយបានទេ។ សូមព្យាយាមម្ដងទៀត។',
    byEmail: 'ឆ្លើយតាមអ៊ីមែល',
    by: 'ដោយ {{email}}',
  },
});
