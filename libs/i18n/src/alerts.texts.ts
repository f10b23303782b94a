import { defineTexts } from './define-texts';

/**
 * Usage and expiry alerts (the email, the Settings switches), the rescue top-up page, "Top up" /
 * "Buy again", the payment success page and the admin access links page.
 */
export const alertsTexts = defineTexts({
  en: {
    email: {
      usage_80: {
        subject: 'You have used {{percent}}% of your {{destination}} data',
        heading: 'Your data is running low',
        body: 'Your {{plan}} eSIM for {{destination}} has used {{percent}}% of its data. Top up now so you stay connected: it takes a minute and works on any Wi-Fi, no sign-in needed.',
      },
      usage_100: {
        subject: 'Your {{destination}} data is used up',
        heading: 'You are out of data',
        body: 'Your {{plan}} eSIM for {{destination}} has used all of its data. Top up now to get connected again: the link works on any Wi-Fi, no sign-in needed.',
      },
      expiry_24h: {
        subject: 'Your {{destination}} eSIM ends in less than 24 hours',
        heading: 'Your eSIM ends soon',
        body: 'Your {{plan}} eSIM for {{destination}} ends on {{date}}. Top up now to keep the same eSIM working: there is nothing to install again.',
      },
      action: 'Top up now',
      linkNote:
        'This link only renews this eSIM and works for 7 days. It stops working if you change your password.',
      optOut: 'You can turn these alerts off in Settings on the shop.',
    },
    settings: {
      title: 'Data and expiry alerts',
      intro: 'We email you and show a notice when your eSIM needs a top-up.',
      usage_80: '80% of data used',
      usage_100: 'Data used up',
      expiry_24h: '24 hours before the eSIM ends',
      saved: 'Alert settings saved',
      failed: 'Could not save your alert settings. Please try again.',
    },
    push: {
      usage_80: 'Your eSIM has used 80% of its data',
      usage_100: 'Your eSIM has used all of its data',
      expiry_24h: 'Your eSIM ends in less than 24 hours',
      action: 'Top up',
    },
    actions: {
      topUp: 'Top up',
      buyAgain: 'Buy again',
    },
    rescue: {
      title: 'Top up your eSIM',
      subtitle: 'Choose a renewal for this eSIM. You do not need to sign in.',
      used: '{{percent}}% used',
      ends: 'Ends {{date}}',
      linkValid: 'This link works until {{date}}.',
      choose: 'Choose a renewal',
      days: 'Days',
      pay: 'Pay {{amount}} with KHQR',
      payPaypal: 'Pay {{amount}} with PayPal',
      preparing: 'Preparing your payment…',
      scan: 'Scan with your banking app, or open it on this phone.',
      waiting: 'Waiting for your payment…',
      noOptions: 'This eSIM cannot be renewed. You can buy the same package again.',
      buyAgain: 'Buy the same package',
      failed: 'We could not start the payment. Please try again.',
      loading: 'Loading…',
      refused: {
        RESCUE_LINK_INVALID: {
          title: 'This link does not work',
          text: 'The top-up link is not valid. Please open it exactly as it is in the email, or sign in to top up.',
        },
        RESCUE_LINK_EXPIRED: {
          title: 'This link has expired',
          text: 'Top-up links work for 7 days. Sign in to top up, or wait for the next alert.',
        },
        RESCUE_LINK_REVOKED: {
          title: 'This link was cancelled',
          text: 'The link stopped working because the account’s password changed or the account was closed. Sign in to top up.',
        },
      },
      home: 'Go to the shop',
    },
    paymentSuccess: {
      title: 'Payment successful',
      checking: 'Confirming your payment…',
      checkingText: 'We are checking the payment with the bank. This page updates by itself.',
      paidText: 'Order {{orderNumber}} is paid. {{next}}',
      preparing: 'We are preparing your eSIM.',
      ready: 'Your eSIM is ready.',
      failedTitle: 'Payment not confirmed',
      failedText:
        'We could not confirm a payment for order {{orderNumber}}. You have not been charged for this order.',
      missingTitle: 'No payment to show',
      missingText: 'This page needs the link from your payment. Open your order from My eSIMs or your email.',
      viewEsim: 'View my eSIM',
      viewOrder: 'View my order',
      myEsims: 'My eSIMs',
      home: 'Go to the shop',
    },
    accessPanels: {
      title: 'Admin access',
      intro:
        'Links to the shop’s staff tools. Each asks for its own sign-in; nothing is signed in from here.',
      adminApp: 'Admin panel',
      adminAppText: 'Orders, packages, customers and settings.',
      queues: 'Queue dashboard',
      queuesText: 'Background jobs (payments, provisioning, emails). Needs an admin session.',
      back: 'Back to the shop',
    },
  },
  km: {
    email: {
      usage_80: {
        subject: 'អ្នកបានប្រើ {{percent}}% នៃទិន្នន័យ {{destination}} របស់អ្នក',
        heading: 'ទិន្នន័យរបស់អ្នកជិតអស់ហើយ',
        body: 'eSIM សម្រាប់ {{destination}} របស់អ្នកបានប្រើ {{percent}}% នៃទិន្នន័យរបស់វា។ សូមបញ្ចូលទឹកប្រាក់ឥឡូវនេះ ដើម្បីបន្តភ្ជាប់៖ ចំណាយពេលតែមួយនាទី និងដំណើរការលើ Wi-Fi ណាមួយ ដោយមិនចាំបាច់ចូលគណនី។',
      },
      usage_100: {
        subject: 'ទិន្នន័យ {{destination}} របស់អ្នកបានអស់ហើយ',
        heading: 'អ្នកអស់ទិន្នន័យហើយ',
        body: 'eSIM សម្រាប់ {{destination}} របស់អ្នកបានប្រើទិន្នន័យអស់ហើយ។ សូមបញ្ចូលទឹកប្រាក់ឥឡូវនេះ ដើម្បីភ្ជាប់ម្តងទៀត៖ តំណនេះដំណើរការលើ Wi-Fi ណាមួយ ដោយមិនចាំបាច់ចូលគណនី។',
      },
      expiry_24h: {
        subject: 'eSIM {{destination}} របស់អ្នកនឹងផុតកំណត់ក្នុងរយៈពេលតិចជាង 24 ម៉ោង',
        heading: 'eSIM របស់អ្នកជិតផុតកំណត់ហើយ',
        body: 'eSIM សម្រាប់ {{destination}} របស់អ្នកនឹងផុតកំណត់នៅ {{date}}។ សូមបញ្ចូលទឹកប្រាក់ឥឡូវនេះ ដើម្បីរក្សា eSIM ដដែលឱ្យដំណើរការ៖ មិនចាំបាច់ដំឡើងម្តងទៀតទេ។',
      },
      action: 'បញ្ចូលទឹកប្រាក់ឥឡូវនេះ',
      linkNote: 'តំណនេះបន្តតែ eSIM នេះប៉ុណ្ណោះ និងដំណើរការរយៈពេល 7 ថ្ងៃ។ វានឹងឈប់ដំណើរការ ប្រសិនបើអ្នកប្តូរពាក្យសម្ងាត់។',
      optOut: 'អ្នកអាចបិទការជូនដំណឹងទាំងនេះនៅក្នុងការកំណត់នៅលើហាង។',
    },
    settings: {
      title: 'ការជូនដំណឹងអំពីទិន្នន័យ និងការផុតកំណត់',
      intro: 'យើងផ្ញើអ៊ីមែលមកអ្នក និងបង្ហាញការជូនដំណឹង នៅពេល eSIM របស់អ្នកត្រូវការបញ្ចូលទឹកប្រាក់។',
      usage_80: 'បានប្រើទិន្នន័យ 80%',
      usage_100: 'ទិន្នន័យបានអស់',
      expiry_24h: '24 ម៉ោងមុនពេល eSIM ផុតកំណត់',
      saved: 'បានរក្សាទុកការកំណត់ការជូនដំណឹង',
      failed: 'មិនអាចរក្សាទុកការកំណត់ការជូនដំណឹងបានទេ។ សូមព្យាយាមម្តងទៀត។',
    },
    push: {
      usage_80: 'eSIM របស់អ្នកបានប្រើ 80% នៃទិន្នន័យរបស់វា',
      usage_100: 'eSIM របស់អ្នកបានប្រើទិន្នន័យអស់ហើយ',
      expiry_24h: 'eSIM របស់អ្នកនឹងផុតកំណត់ក្នុងរយៈពេលតិចជាង 24 ម៉ោង',
      action: 'បញ្ចូលទឹកប្រាក់',
    },
    actions: {
      topUp: 'បញ្ចូលទឹកប្រាក់',
      buyAgain: 'ទិញម្តងទៀត',
    },
    rescue: {
      title: 'បញ្ចូលទឹកប្រាក់ eSIM របស់អ្នក',
      subtitle: 'ជ្រើសរើសការបន្តសម្រាប់ eSIM នេះ។ អ្នកមិនចាំបាច់ចូលគណនីទេ។',
      used: 'បានប្រើ {{percent}}%',
      ends: 'ផុតកំណត់ {{date}}',
      linkValid: 'តំណនេះដំណើរការរហូតដល់ {{date}}។',
      choose: 'ជ្រើសរើសការបន្ត',
      days: 'ថ្ងៃ',
      pay: 'បង់ {{amount}} ជាមួយ KHQR',
      payPaypal: 'បង់ {{amount}} ជាមួយ PayPal',
      preparing: 'កំពុងរៀបចំការបង់ប្រាក់របស់អ្នក…',
      scan: 'ស្កេនជាមួយកម្មវិធីធនាគាររបស់អ្នក ឬបើកវានៅលើទូរសព្ទនេះ។',
      waiting: 'កំពុងរង់ចាំការបង់ប្រាក់របស់អ្នក…',
      noOptions: 'eSIM នេះមិនអាចបន្តបានទេ។ អ្នកអាចទិញកញ្ចប់ដដែលម្តងទៀត។',
      buyAgain: 'ទិញកញ្ចប់ដដែល',
      failed: 'យើងមិនអាចចាប់ផ្តើមការបង់ប្រាក់បានទេ។ សូមព្យាយាមម្តងទៀត។',
      loading: 'កំពុងផ្ទុក…',
      refused: {
        RESCUE_LINK_INVALID: {
          title: 'តំណនេះមិនដំណើរការទេ',
          text: 'តំណបញ្ចូលទឹកប្រាក់មិនត្រឹមត្រូវទេ។ សូមបើកវាដូចដែលមាននៅក្នុងអ៊ីមែល ឬចូលគណនីដើម្បីបញ្ចូលទឹកប្រាក់។',
        },
        RESCUE_LINK_EXPIRED: {
          title: 'តំណនេះបានផុតកំណត់ហើយ',
          text: 'តំណបញ្ចូលទឹកប្រាក់ដំណើរការរយៈពេល 7 ថ្ងៃ។ សូមចូលគណនីដើម្បីបញ្ចូលទឹកប្រាក់ ឬរង់ចាំការជូនដំណឹងបន្ទាប់។',
        },
        RESCUE_LINK_REVOKED: {
          title: 'តំណនេះត្រូវបានលុបចោល',
          text: 'តំណបានឈប់ដំណើរការ ដោយសារពាក្យសម្ងាត់របស់គណនីត្រូវបានប្តូរ ឬគណនីត្រូវបានបិទ។ សូមចូលគណនីដើម្បីបញ្ចូលទឹកប្រាក់។',
        },
      },
      home: 'ទៅកាន់ហាង',
    },
    paymentSuccess: {
      title: 'ការបង់ប្រាក់បានជោគជ័យ',
      checking: 'កំពុងបញ្ជាក់ការបង់ប្រាក់របស់អ្នក…',
      checkingText: 'យើងកំពុងពិនិត្យការបង់ប្រាក់ជាមួយធនាគារ។ ទំព័រនេះធ្វើបច្ចុប្បន្នភាពដោយខ្លួនឯង។',
      paidText: 'ការបញ្ជាទិញ {{orderNumber}} ត្រូវបានបង់ប្រាក់ហើយ។ {{next}}',
      preparing: 'យើងកំពុងរៀបចំ eSIM របស់អ្នក។',
      ready: 'eSIM របស់អ្នករួចរាល់ហើយ។',
      failedTitle: 'ការបង់ប្រាក់មិនត្រូវបានបញ្ជាក់ទេ',
      failedText:
        'យើងមិនអាចបញ្ជាក់ការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ {{orderNumber}} បានទេ។ អ្នកមិនត្រូវបានគិតប្រាក់សម្រាប់ការបញ្ជាទិញនេះទេ។',
      missingTitle: 'គ្មានការបង់ប្រាក់ដើម្បីបង្ហាញទេ',
      missingText: 'ទំព័រនេះត្រូវការតំណពីការបង់ប្រាក់របស់អ្នក។ សូមបើកការបញ្ជាទិញរបស់អ្នកពី eSIM របស់ខ្ញុំ ឬពីអ៊ីមែលរបស់អ្នក។',
      viewEsim: 'មើល eSIM របស់ខ្ញុំ',
      viewOrder: 'មើលការបញ្ជាទិញរបស់ខ្ញុំ',
      myEsims: 'eSIM របស់ខ្ញុំ',
      home: 'ទៅកាន់ហាង',
    },
    accessPanels: {
      title: 'ការចូលប្រើរបស់អ្នកគ្រប់គ្រង',
      intro: 'តំណទៅកាន់ឧបករណ៍បុគ្គលិករបស់ហាង។ នីមួយៗសុំការចូលគណនីរបស់វាផ្ទាល់ គ្មានអ្វីត្រូវបានចូលពីទីនេះទេ។',
      adminApp: 'ផ្ទាំងគ្រប់គ្រង',
      adminAppText: 'ការបញ្ជាទិញ កញ្ចប់ អតិថិជន និងការកំណត់។',
      queues: 'ផ្ទាំងជួរការងារ',
      queuesText: 'ការងារផ្ទៃខាងក្រោយ (ការបង់ប្រាក់ ការផ្តល់ eSIM អ៊ីមែល)។ ត្រូវការវគ្គអ្នកគ្រប់គ្រង។',
      back: 'ត្រឡប់ទៅហាងវិញ',
    },
  },
});
