import { defineTexts } from './define-texts';

/** /terms: the shop's terms of service. */
export const legalTexts = defineTexts({
  en: {
    termsTitle: 'Terms of Service',
    updated: 'Last updated: 22 November 2026',
    intro:
      'These terms apply when you buy and use an eSIM from Derleng eSIM. By placing an order you accept them. Please read them before you buy.',
    sections: [
      {
        title: '1. The service',
        body: 'Derleng eSIM sells prepaid mobile data packages for travel, delivered as eSIMs. The eSIM connects to partner networks at the destination named on the package. Coverage, speeds and network names depend on those partners and may vary by location.',
      },
      {
        title: '2. Your phone',
        body: 'You need a phone that supports eSIM and is not locked to a carrier. Please check this before you buy: an eSIM that cannot be installed because the phone is not compatible or is locked is not a fault of the service.',
      },
      {
        title: '3. Prices and payment',
        body: 'Prices are shown in US dollars and include all fees we charge; there is no processing fee. You pay with KHQR through ABA PayWay or with PayPal. An order is confirmed only when we have verified the payment with the payment provider.',
      },
      {
        title: '4. Delivery',
        body: 'After the payment is confirmed the eSIM is shown on the order page and in My eSIMs and sent to your email with an install guide. If we cannot deliver the eSIM, we try again; if it still fails, we refund the order in full.',
      },
      {
        title: '5. Installation and validity',
        body: 'Each eSIM can be installed once, on one phone. Keep it installed until your trip is over. The validity period of a package is counted from the first connection at the destination, unless the package says otherwise. Unused data expires at the end of the validity period.',
      },
      {
        title: '6. Fair use',
        body: 'The eSIM is for personal use. Reselling it, using it in devices that run unattended, or using it in ways that harm the partner networks is not allowed and may lead to the eSIM being suspended without a refund.',
      },
      {
        title: '7. Refunds',
        body: 'An eSIM that has not been installed can be refunded in full if you ask within 24 hours of purchase. An eSIM that has been installed or used cannot be refunded, except when the service did not work because of a fault on our side or our partners’ side that we could not fix. Refunds go back to the original payment method; the payment reversal usually takes 3 to 5 business days.',
      },
      {
        title: '8. Your account and data',
        body: 'We keep your name, phone number, email address and orders to deliver your eSIMs and to help you. We never receive your card details. We do not sell your data. You can delete your account in Settings at any time.',
      },
      {
        title: '9. Liability',
        body: 'We do our best to keep the service running, but we cannot guarantee uninterrupted coverage everywhere. Our liability for an order is limited to the amount you paid for it.',
      },
      {
        title: '10. Changes and contact',
        body: 'We may update these terms; the version shown on this page applies to orders placed after its date. Questions about these terms are welcome through the contact page.',
      },
    ],
    contactLink: 'Contact us',
  },
  km: {
    termsTitle: 'លក្ខខណ្ឌនៃសេវាកម្ម',
    updated: 'ធ្វើបច្ចុប្បន្នភាពចុងក្រោយ៖ 22 វិច្ឆិកា 2026',
    intro:
      'លក្ខខណ្ឌទាំងនេះអនុវត្តនៅពេលអ្នកទិញ និងប្រើ eSIM ពី Derleng eSIM។ ដោយការបញ្ជាទិញ អ្នកយល់ព្រមតាមលក្ខខណ្ឌទាំងនេះ។ សូមអានវាមុនពេលទិញ។',
    sections: [
      {
        title: '1. សេវាកម្ម',
        body: 'Derleng eSIM លក់កញ្ចប់ទិន្នន័យទូរសព្ទបង់ប្រាក់មុនសម្រាប់ការធ្វើដំណើរ ដែលផ្តល់ជា eSIM។ eSIM ភ្ជាប់ទៅបណ្តាញដៃគូនៅគោលដៅដែលមានឈ្មោះនៅលើកញ្ចប់។ តំបន់គ្របដណ្តប់ ល្បឿន និងឈ្មោះបណ្តាញ អាស្រ័យលើដៃគូទាំងនោះ ហើយអាចខុសគ្នាតាមទីតាំង។',
      },
      {
        title: '2. ទូរសព្ទរបស់អ្នក',
        body: 'អ្នកត្រូវការទូរសព្ទដែលគាំទ្រ eSIM ហើយមិនជាប់សោជាមួយប្រតិបត្តិករ។ សូមពិនិត្យចំណុចនេះមុនពេលទិញ៖ eSIM ដែលមិនអាចដំឡើងបានដោយសារទូរសព្ទមិនត្រូវគ្នា ឬជាប់សោ មិនមែនជាកំហុសរបស់សេវាកម្មទេ។',
      },
      {
        title: '3. តម្លៃ និងការទូទាត់',
        body: 'តម្លៃត្រូវបានបង្ហាញជាដុល្លារអាមេរិក ហើយរួមបញ្ចូលថ្លៃទាំងអស់ដែលយើងគិត គ្មានថ្លៃសេវាដំណើរការទេ។ អ្នកទូទាត់ដោយ KHQR តាមរយៈ ABA PayWay ឬដោយ PayPal។ ការបញ្ជាទិញត្រូវបានបញ្ជាក់ តែនៅពេលយើងបានផ្ទៀងផ្ទាត់ការទូទាត់ជាមួយអ្នកផ្តល់សេវាទូទាត់។',
      },
      {
        title: '4. ការផ្តល់ជូន',
        body: 'បន្ទាប់ពីការទូទាត់ត្រូវបានបញ្ជាក់ eSIM ត្រូវបានបង្ហាញនៅលើទំព័រការបញ្ជាទិញ និងក្នុង eSIM របស់ខ្ញុំ ហើយត្រូវបានផ្ញើទៅអ៊ីមែលរបស់អ្នកជាមួយការណែនាំអំពីការដំឡើង។ ប្រសិនបើយើងមិនអាចផ្តល់ eSIM បាន យើងនឹងព្យាយាមម្តងទៀត ហើយប្រសិនបើនៅតែបរាជ័យ យើងនឹងបង្វិលប្រាក់ការបញ្ជាទិញទាំងស្រុង។',
      },
      {
        title: '5. ការដំឡើង និងសុពលភាព',
        body: 'eSIM នីមួយៗអាចដំឡើងបានតែម្តង នៅលើទូរសព្ទតែមួយ។ សូមរក្សាវាទុករហូតដល់ដំណើររបស់អ្នកបញ្ចប់។ រយៈពេលសុពលភាពនៃកញ្ចប់ត្រូវបានរាប់ចាប់ពីការភ្ជាប់លើកដំបូងនៅគោលដៅ លើកលែងតែកញ្ចប់បញ្ជាក់ផ្សេង។ ទិន្នន័យដែលមិនបានប្រើនឹងផុតកំណត់នៅចុងបញ្ចប់នៃរយៈពេលសុពលភាព។',
      },
      {
        title: '6. ការប្រើប្រាស់សមរម្យ',
        body: 'eSIM សម្រាប់ការប្រើប្រាស់ផ្ទាល់ខ្លួន។ ការលក់បន្ត ការប្រើក្នុងឧបករណ៍ដែលដំណើរការដោយគ្មានមនុស្សមើល ឬការប្រើក្នុងរបៀបដែលបង្កគ្រោះថ្នាក់ដល់បណ្តាញដៃគូ មិនត្រូវបានអនុញ្ញាតទេ ហើយអាចនាំឱ្យ eSIM ត្រូវបានផ្អាកដោយគ្មានការបង្វិលប្រាក់។',
      },
      {
        title: '7. ការបង្វិលប្រាក់',
        body: 'eSIM ដែលមិនទាន់បានដំឡើងអាចបង្វិលប្រាក់ទាំងស្រុង ប្រសិនបើអ្នកស្នើសុំក្នុងរយៈពេល 24 ម៉ោងបន្ទាប់ពីការទិញ។ eSIM ដែលបានដំឡើង ឬប្រើរួចហើយមិនអាចបង្វិលប្រាក់បានទេ លើកលែងតែសេវាកម្មមិនដំណើរការដោយសារកំហុសពីខាងយើង ឬខាងដៃគូរបស់យើង ដែលយើងមិនអាចដោះស្រាយបាន។ ប្រាក់ត្រូវបានបង្វិលទៅមធ្យោបាយទូទាត់ដើម ការបង្វិលការទូទាត់ជាធម្មតាចំណាយពេល 3 ទៅ 5 ថ្ងៃធ្វើការ។',
      },
      {
        title: '8. គណនី និងទិន្នន័យរបស់អ្នក',
        body: 'យើងរក្សាទុកឈ្មោះ លេខទូរសព្ទ អាសយដ្ឋានអ៊ីមែល និងការបញ្ជាទិញរបស់អ្នក ដើម្បីផ្តល់ eSIM និងជួយអ្នក។ យើងមិនដែលទទួលព័ត៌មានកាតរបស់អ្នកទេ។ យើងមិនលក់ទិន្នន័យរបស់អ្នកទេ។ អ្នកអាចលុបគណនីរបស់អ្នកនៅក្នុងការកំណត់បានគ្រប់ពេល។',
      },
      {
        title: '9. ការទទួលខុសត្រូវ',
        body: 'យើងខិតខំរក្សាសេវាកម្មឱ្យដំណើរការ ប៉ុន្តែយើងមិនអាចធានាការគ្របដណ្តប់ដោយគ្មានការរំខាននៅគ្រប់ទីកន្លែងបានទេ។ ការទទួលខុសត្រូវរបស់យើងចំពោះការបញ្ជាទិញមួយ ត្រូវបានកំណត់ត្រឹមចំនួនទឹកប្រាក់ដែលអ្នកបានបង់។',
      },
      {
        title: '10. ការផ្លាស់ប្តូរ និងទំនាក់ទំនង',
        body: 'យើងអាចធ្វើបច្ចុប្បន្នភាពលក្ខខណ្ឌទាំងនេះ កំណែដែលបង្ហាញនៅលើទំព័រនេះអនុវត្តចំពោះការបញ្ជាទិញដែលធ្វើបន្ទាប់ពីកាលបរិច្ឆេទរបស់វា។ សំណួរអំពីលក្ខខណ្ឌទាំងនេះត្រូវបានស្វាគមន៍តាមរយៈទំព័រទំនាក់ទំនង។',
      },
    ],
    contactLink: 'ទាក់ទងមកយើង',
  },
});
