import { defineTexts } from './define-texts';

/** Card payments (Stripe) on the order page: waiting, a declined card, a payment left on Stripe's page. */
export const cardPaymentTexts = defineTexts({
  en: {
    title: 'Card payment',
    waiting: 'We are confirming your card payment with Stripe. This page updates by itself.',
    unpaid: 'This order is waiting for your card payment.',
    cancelled: 'You left the card payment page. Nothing was charged; you can try again.',
    declined: {
      card_declined: 'Your card was declined. Please try another card.',
      insufficient_funds: 'Your card has insufficient funds. Please try another card.',
      other: 'The card payment did not go through. Please try again.',
    },
    pay: 'Pay by card',
    payAgain: 'Try again with a card',
    redirecting: 'Opening the secure card payment page…',
    failed: 'The card payment page could not be opened. Please try again in a moment.',
  },
  km: {
    title: 'ការទូទាត់តាមកាត',
    waiting: 'យើងកំពុងបញ្ជាក់ការទូទាត់តាមកាតរបស់អ្នកជាមួយ Stripe។ ទំព័រនេះនឹងធ្វើបច្ចុប្បន្នភាពដោយខ្លួនឯង។',
    unpaid: 'ការបញ្ជាទិញនេះកំពុងរង់ចាំការទូទាត់តាមកាតរបស់អ្នក។',
    cancelled: 'អ្នកបានចាកចេញពីទំព័រទូទាត់តាមកាត។ មិនមានការកាត់ប្រាក់ទេ អ្នកអាចព្យាយាមម្តងទៀត។',
    declined: {
      card_declined: 'កាតរបស់អ្នកត្រូវបានបដិសេធ។ សូមសាកល្បងកាតផ្សេង។',
      insufficient_funds: 'កាតរបស់អ្នកមិនមានសមតុល្យគ្រប់គ្រាន់។ សូមសាកល្បងកាតផ្សេង។',
      other: 'ការទូទាត់តាមកាតមិនបានជោគជ័យទេ។ សូមព្យាយាមម្តងទៀត។',
    },
    pay: 'បង់ប្រាក់តាមកាត',
    payAgain: 'ព្យាយាមម្តងទៀតដោយប្រើកាត',
    redirecting: 'កំពុងបើកទំព័រទូទាត់តាមកាតដែលមានសុវត្ថិភាព…',
    failed: 'មិនអាចបើកទំព័រទូទាត់តាមកាតបានទេ។ សូមព្យាយាមម្តងទៀតបន្តិចទៀត។',
  },
});
