import { defineTexts } from './define-texts';

/**
 * Order success, order confirmation and order details pages, and why provisioning failed
 * (`failure.<code>`: the api stores the English text, the web shows the chosen language).
 */
export const ordersTexts = defineTexts({
  en: {
    successTitle: 'Order Successful!',
    confirmationTitle: 'Order Confirmation',
    payByKhqr: 'Pay with KHQR',
    detailsTitle: 'Order Details',
    thanks: 'Thank you for your order {{orderNumber}}.',
    preparing: 'Payment received. Your eSIM is being prepared: this page updates by itself.',
    awaitingPayment: 'We are waiting for your payment to be confirmed.',
    ready: 'Your eSIM is ready to install.',
    failedTitle: 'We could not issue your eSIM',
    failedNote: 'Your payment is safe. Our team has the order and will issue your eSIM or refund you.',
    cancelledNote: 'This order was not paid and has been cancelled.',
    loading: 'Loading order...',
    notFound: {
      title: 'Order Not Found',
      text: "We couldn't find your order. Please check your order number or contact support.",
      home: 'Return Home',
    },
    status: {
      completed: 'Completed',
      confirmed: 'Paid',
      processing: 'Processing',
      pending: 'Pending',
      needs_attention: 'Delayed',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
    },
    summary: {
      title: 'Order Summary',
      orderNumber: 'Order number',
      date: 'Date',
      status: 'Status',
      payment: 'Payment',
      paid: 'Paid',
      unpaid: 'Not paid',
      total: 'Total',
      customer: 'Customer',
      quantity: '× {{count}}',
    },
    esimsTitle_one: 'Your eSIM',
    esimsTitle_other: 'Your eSIMs ({{count}})',
    installHelp: 'Install Help',
    support: {
      title: 'Need help?',
      text: 'Our support team is available 24/7 and answers within 2 hours on average.',
      contact: 'Contact Support',
    },
    links: { myEsims: 'My eSIMs', home: 'Home' },
    failure: {
      PROVIDER_BALANCE:
        'Our eSIM supplier could not issue your eSIM right now. Our team has been alerted and will issue it or refund you.',
      PACKAGE_UNAVAILABLE:
        'This package is no longer available from our eSIM supplier. Our team will contact you to replace it or refund you.',
      PROVIDER_REJECTED:
        'Our eSIM supplier refused the order. Our team has been alerted and will issue your eSIM or refund you.',
      PROVIDER_UNAVAILABLE:
        'Our eSIM supplier could not be reached for a while. Our team has been alerted and will issue your eSIM or refund you.',
      CARDS_NOT_DELIVERED:
        'Our eSIM supplier accepted the order but did not deliver the eSIM. Our team has been alerted and will follow up.',
      INTERNAL: 'Something went wrong while issuing your eSIM. Our team has been alerted and will follow up.',
    },
  },
  km: {
    successTitle: 'ការបញ្ជាទិញបានជោគជ័យ!',
    confirmationTitle: 'ការបញ្ជាក់ការបញ្ជាទិញ',
    payByKhqr: 'បង់ប្រាក់ជាមួយ KHQR',
    detailsTitle: 'ព័ត៌មានលម្អិតការបញ្ជាទិញ',
    thanks: 'សូមអរគុណសម្រាប់ការបញ្ជាទិញ {{orderNumber}} របស់អ្នក។',
    preparing: 'បានទទួលការទូទាត់។ eSIM របស់អ្នកកំពុងត្រូវបានរៀបចំ៖ ទំព័រនេះនឹងធ្វើបច្ចុប្បន្នភាពដោយខ្លួនឯង។',
    awaitingPayment: 'យើងកំពុងរង់ចាំការបញ្ជាក់ការទូទាត់របស់អ្នក។',
    ready: 'eSIM របស់អ្នករួចរាល់សម្រាប់ដំឡើង។',
    failedTitle: 'យើងមិនអាចចេញ eSIM របស់អ្នកបានទេ',
    failedNote: 'ការទូទាត់របស់អ្នកមានសុវត្ថិភាព។ ក្រុមការងាររបស់យើងមានការបញ្ជាទិញនេះ ហើយនឹងចេញ eSIM ឬសងប្រាក់ជូនអ្នក។',
    cancelledNote: 'ការបញ្ជាទិញនេះមិនត្រូវបានទូទាត់ ហើយត្រូវបានលុបចោល។',
    loading: 'កំពុងផ្ទុកការបញ្ជាទិញ...',
    notFound: {
      title: 'រកមិនឃើញការបញ្ជាទិញ',
      text: 'យើងរកមិនឃើញការបញ្ជាទិញរបស់អ្នកទេ។ សូមពិនិត្យលេខបញ្ជាទិញរបស់អ្នក ឬទាក់ទងផ្នែកជំនួយ។',
      home: 'ត្រឡប់ទៅទំព័រដើម',
    },
    status: {
      completed: 'បានបញ្ចប់',
      confirmed: 'បានទូទាត់',
      processing: 'កំពុងដំណើរការ',
      pending: 'កំពុងរង់ចាំ',
      needs_attention: 'ពន្យារពេល',
      cancelled: 'បានលុបចោល',
      refunded: 'បានសងប្រាក់វិញ',
    },
    summary: {
      title: 'សេចក្តីសង្ខេបការបញ្ជាទិញ',
      orderNumber: 'លេខបញ្ជាទិញ',
      date: 'កាលបរិច្ឆេទ',
      status: 'ស្ថានភាព',
      payment: 'ការទូទាត់',
      paid: 'បានទូទាត់',
      unpaid: 'មិនទាន់ទូទាត់',
      total: 'សរុប',
      customer: 'អតិថិជន',
      quantity: '× {{count}}',
    },
    esimsTitle_one: 'eSIM របស់អ្នក',
    esimsTitle_other: 'eSIM របស់អ្នក ({{count}})',
    installHelp: 'ជំនួយការដំឡើង',
    support: {
      title: 'ត្រូវការជំនួយ?',
      text: 'ក្រុមជំនួយរបស់យើងអាចជួយបាន 24/7 ហើយឆ្លើយតបជាមធ្យមក្នុងរយៈពេល 2 ម៉ោង។',
      contact: 'ទាក់ទងផ្នែកជំនួយ',
    },
    links: { myEsims: 'eSIM របស់ខ្ញុំ', home: 'ទំព័រដើម' },
    failure: {
      PROVIDER_BALANCE:
        'អ្នកផ្គត់ផ្គង់ eSIM របស់យើងមិនអាចចេញ eSIM របស់អ្នកបានទេនៅពេលនេះ។ ក្រុមការងាររបស់យើងបានទទួលដំណឹង ហើយនឹងចេញ eSIM ឬសងប្រាក់ជូនអ្នក។',
      PACKAGE_UNAVAILABLE:
        'កញ្ចប់នេះលែងមានពីអ្នកផ្គត់ផ្គង់ eSIM របស់យើងហើយ។ ក្រុមការងាររបស់យើងនឹងទាក់ទងអ្នក ដើម្បីប្ដូរ ឬសងប្រាក់ជូនអ្នក។',
      PROVIDER_REJECTED:
        'អ្នកផ្គត់ផ្គង់ eSIM របស់យើងបានបដិសេធការបញ្ជាទិញ។ ក្រុមការងាររបស់យើងបានទទួលដំណឹង ហើយនឹងចេញ eSIM ឬសងប្រាក់ជូនអ្នក។',
      PROVIDER_UNAVAILABLE:
        'មិនអាចភ្ជាប់ទៅអ្នកផ្គត់ផ្គង់ eSIM របស់យើងបានមួយរយៈ។ ក្រុមការងាររបស់យើងបានទទួលដំណឹង ហើយនឹងចេញ eSIM ឬសងប្រាក់ជូនអ្នក។',
      CARDS_NOT_DELIVERED:
        'អ្នកផ្គត់ផ្គង់ eSIM បានទទួលការបញ្ជាទិញ ប៉ុន្តែមិនបានផ្ដល់ eSIM ទេ។ ក្រុមការងាររបស់យើងបានទទួលដំណឹង ហើយនឹងតាមដាន។',
      INTERNAL: 'មានបញ្ហាកើតឡើងពេលចេញ eSIM របស់អ្នក។ ក្រុមការងាររបស់យើងបានទទួលដំណឹង ហើយនឹងតាមដាន។',
    },
  },
});
