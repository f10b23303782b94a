import { defineTexts } from './define-texts';

/**
 * Guests keep their eSIMs: the orders this browser holds links for (home and My eSIMs), claiming
 * them into an account, Find my order, and "Email me this link" on a guest's order page.
 */
export const guestOrdersTexts = defineTexts({
  en: {
    held: {
      title: 'Orders on this device',
      text: 'Orders placed on this device without an account. Open one to see its QR code and install steps.',
      open: 'Open order',
      order: 'Order {{orderNumber}}',
      waiting: 'Your eSIM is being prepared.',
      noEsim: 'No eSIM on this order.',
      findOther: 'Order on another device? Find my order',
    },
    claim: {
      title_one: '1 order on this device is not in your account yet',
      title_other: '{{count}} orders on this device are not in your account yet',
      text: 'Add them to your account to see their eSIMs here on any device.',
      button: 'Add to my account',
      adding: 'Adding...',
      done_one: '1 order was added to your account.',
      done_other: '{{count}} orders were added to your account.',
      failed: 'The orders could not be added. Please try again.',
    },
    find: {
      title: 'Find my order',
      intro:
        'Enter your order number and the email or phone number you used. We will send the order link to the order’s email address.',
      orderNumber: 'Order number',
      orderNumberPlaceholder: 'e.g. DL261122K7Q2XM',
      contact: 'Email or phone number',
      contactPlaceholder: 'you@example.com or 012 345 678',
      submit: 'Send me the link',
      sending: 'Sending...',
      sent: 'If the order number and the email or phone match an order, we have sent its link to the order’s email address. Please check your inbox (and spam folder).',
      noEmail:
        'No email on the order? Open the order link on the device you paid with, or contact support with your order number.',
      tooMany: 'Too many requests. Please try again later.',
      failed: 'Something went wrong. Please try again.',
      orderNumberRequired: 'Please enter your order number',
      contactRequired: 'Please enter the email or phone number used for the order',
    },
    emailLink: {
      title: 'Keep this order',
      text: 'This page is your access to your eSIM. Get the link by email so you can come back from any device.',
      email: 'Email address',
      link: 'Your order link',
      submit: 'Email me this link',
      sending: 'Sending...',
      sent: 'We have sent the link to {{email}}.',
      invalid: 'Please enter a valid email address',
      tooMany: 'Too many requests. Please try again later.',
      failed: 'The email could not be sent. Please try again.',
    },
  },
  km: {
    held: {
      title: 'ការបញ្ជាទិញនៅលើឧបករណ៍នេះ',
      text: 'ការបញ្ជាទិញដែលបានធ្វើនៅលើឧបករណ៍នេះដោយគ្មានគណនី។ បើកមួយដើម្បីមើលកូដ QR និងជំហានដំឡើង។',
      open: 'បើកការបញ្ជាទិញ',
      order: 'ការបញ្ជាទិញ {{orderNumber}}',
      waiting: 'eSIM របស់អ្នកកំពុងត្រូវបានរៀបចំ។',
      noEsim: 'មិនមាន eSIM នៅលើការបញ្ជាទិញនេះទេ។',
      findOther: 'បានបញ្ជាទិញនៅលើឧបករណ៍ផ្សេង? ស្វែងរកការបញ្ជាទិញរបស់ខ្ញុំ',
    },
    claim: {
      title_one: 'ការបញ្ជាទិញ 1 នៅលើឧបករណ៍នេះមិនទាន់នៅក្នុងគណនីរបស់អ្នកទេ',
      title_other: 'ការបញ្ជាទិញ {{count}} នៅលើឧបករណ៍នេះមិនទាន់នៅក្នុងគណនីរបស់អ្នកទេ',
      text: 'បន្ថែមវាទៅក្នុងគណនីរបស់អ្នក ដើម្បីមើល eSIM របស់វានៅទីនេះលើឧបករណ៍ណាមួយ។',
      button: 'បន្ថែមទៅគណនីរបស់ខ្ញុំ',
      adding: 'កំពុងបន្ថែម...',
      done_one: 'ការបញ្ជាទិញ 1 ត្រូវបានបន្ថែមទៅគណនីរបស់អ្នក។',
      done_other: 'ការបញ្ជាទិញ {{count}} ត្រូវបានបន្ថែមទៅគណនីរបស់អ្នក។',
      failed: 'មិនអាចបន្ថែមការបញ្ជាទិញបានទេ។ សូមព្យាយាមម្តងទៀត។',
    },
    find: {
      title: 'ស្វែងរកការបញ្ជាទិញរបស់ខ្ញុំ',
      intro: 'បញ្ចូលលេខការបញ្ជាទិញ និងអ៊ីមែល ឬលេខទូរស័ព្ទដែលអ្នកបានប្រើ។ យើងនឹងផ្ញើតំណការបញ្ជាទិញទៅអាសយដ្ឋានអ៊ីមែលនៃការបញ្ជាទិញ។',
      orderNumber: 'លេខការបញ្ជាទិញ',
      orderNumberPlaceholder: 'ឧ. DL261122K7Q2XM',
      contact: 'អ៊ីមែល ឬលេខទូរស័ព្ទ',
      contactPlaceholder: 'you@example.com ឬ 012 345 678',
      submit: 'ផ្ញើតំណមកខ្ញុំ',
      sending: 'កំពុងផ្ញើ...',
      sent: 'ប្រសិនបើលេខការបញ្ជាទិញ និងអ៊ីមែល ឬទូរស័ព្ទត្រូវគ្នានឹងការបញ្ជាទិញមួយ យើងបានផ្ញើតំណរបស់វាទៅអាសយដ្ឋានអ៊ីមែលនៃការបញ្ជាទិញហើយ។ សូមពិនិត្យប្រអប់សំបុត្ររបស់អ្នក (និងថតសារឥតបានការ)។',
      noEmail:
        'គ្មានអ៊ីមែលនៅលើការបញ្ជាទិញ? បើកតំណការបញ្ជាទិញនៅលើឧបករណ៍ដែលអ្នកបានបង់ប្រាក់ ឬទាក់ទងផ្នែកជំនួយជាមួយលេខការបញ្ជាទិញរបស់អ្នក។',
      tooMany: 'សំណើច្រើនពេក។ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ។',
      failed: 'មានបញ្ហាមួយបានកើតឡើង។ សូមព្យាយាមម្តងទៀត។',
      orderNumberRequired: 'សូមបញ្ចូលលេខការបញ្ជាទិញរបស់អ្នក',
      contactRequired: 'សូមបញ្ចូលអ៊ីមែល ឬលេខទូរស័ព្ទដែលបានប្រើសម្រាប់ការបញ្ជាទិញ',
    },
    emailLink: {
      title: 'រក្សាទុកការបញ្ជាទិញនេះ',
      text: 'ទំព័រនេះគឺជាការចូលប្រើ eSIM របស់អ្នក។ ទទួលតំណតាមអ៊ីមែល ដើម្បីអាចត្រឡប់មកវិញពីឧបករណ៍ណាមួយ។',
      email: 'អាសយដ្ឋានអ៊ីមែល',
      link: 'តំណការបញ្ជាទិញរបស់អ្នក',
      submit: 'ផ្ញើតំណនេះតាមអ៊ីមែលមកខ្ញុំ',
      sending: 'កំពុងផ្ញើ...',
      sent: 'យើងបានផ្ញើតំណទៅ {{email}} ហើយ។',
      invalid: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ',
      tooMany: 'សំណើច្រើនពេក។ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ។',
      failed: 'មិនអាចផ្ញើអ៊ីមែលបានទេ។ សូមព្យាយាមម្តងទៀត។',
    },
  },
});
