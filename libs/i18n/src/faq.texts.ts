import { defineTexts } from './define-texts';

/** /faq: 25 questions about buying, installing and using a Derleng eSIM. */
export const faqTexts = defineTexts({
  en: {
    title: 'Frequently Asked Questions',
    intro: 'Everything about buying, installing and using your travel eSIM. Cannot find your answer?',
    contactLink: 'Contact us',
    groups: {
      basics: 'eSIM basics',
      buying: 'Buying and payment',
      install: 'Installing',
      using: 'Using your data',
      help: 'Refunds and help',
    },
    items: [
      {
        group: 'basics',
        q: 'What is an eSIM?',
        a: 'An eSIM is a SIM card built into your phone. Instead of inserting a plastic card, you scan a QR code and the mobile plan is downloaded to the phone. With a Derleng eSIM you get mobile data at your destination without looking for a SIM shop on arrival.',
      },
      {
        group: 'basics',
        q: 'Does my phone support eSIM?',
        a: 'Most recent phones do: iPhone XS, XR and later, Google Pixel 3 and later, Samsung Galaxy S20 and later, and many other Android models. On iPhone look for “Add eSIM” under Settings > Mobile Service; on Android look for “Add eSIM” or “Download a SIM” under the SIM settings.',
      },
      {
        group: 'basics',
        q: 'Does my phone need to be unlocked?',
        a: 'Yes. A phone locked to one carrier refuses other SIMs, including eSIMs. Phones bought at full price in Cambodia are usually unlocked; if you bought yours on a contract, ask your carrier before you buy.',
      },
      {
        group: 'basics',
        q: 'Can I keep my Cambodian SIM for calls and SMS?',
        a: 'Yes. Your Smart, Cellcard or Metfone SIM stays in the phone. Use it for calls and SMS and the travel eSIM for mobile data. Turn off data roaming on your home SIM so it does not use expensive roaming data.',
      },
      {
        group: 'basics',
        q: 'Does the eSIM come with a phone number?',
        a: 'No. Our eSIMs are data only. You can still call and message over the internet with Telegram, WhatsApp, Messenger or LINE, and receive SMS on your home SIM.',
      },
      {
        group: 'buying',
        q: 'How do I buy an eSIM?',
        a: 'Choose your destination on the home page, pick a package, and pay. As soon as the payment is confirmed your eSIM appears on the screen and in My eSIMs, and we email you the QR code with a PDF install guide.',
      },
      {
        group: 'buying',
        q: 'How can I pay?',
        a: 'With KHQR through ABA PayWay: scan the code with ABA Mobile or any Bakong member bank app. Or with PayPal, using your PayPal balance or a card. Prices are in US dollars and there is no processing fee.',
      },
      {
        group: 'buying',
        q: 'Is paying safe?',
        a: 'Yes. Payments are handled by ABA PayWay and PayPal; we never see your card details. We only issue the eSIM after we have checked the payment with the payment provider ourselves.',
      },
      {
        group: 'buying',
        q: 'How long does it take to get my eSIM?',
        a: 'Usually less than a minute after the payment is confirmed. The page updates by itself; you do not need to refresh it.',
      },
      {
        group: 'buying',
        q: 'I paid but I do not see my eSIM. What should I do?',
        a: 'First look in My eSIMs and in your email, including the spam folder. Payments are checked automatically for a few minutes after you pay. If the eSIM could not be issued, we try again and, if that fails, refund you in full. Contact us with your order number if anything is unclear.',
      },
      {
        group: 'install',
        q: 'When should I install the eSIM?',
        a: 'Install it before you travel, while you are connected to Wi-Fi. The data plan normally starts when the eSIM first connects to a network at your destination, so installing early does not use your days.',
      },
      {
        group: 'install',
        q: 'How do I install the eSIM on an iPhone?',
        a: 'Open Settings > Mobile Service (or Cellular) > Add eSIM > Use QR Code and scan the QR code from another screen or the printed PDF guide. You can also tap “Enter Details Manually” and type the SM-DP+ address and activation code.',
      },
      {
        group: 'install',
        q: 'How do I install the eSIM on Android?',
        a: 'Open Settings > Network & internet (on Samsung: Connections) > SIMs > Add eSIM, then choose to scan a QR code. If you cannot scan, enter the activation code by hand.',
      },
      {
        group: 'install',
        q: 'What are the one-tap install links?',
        a: 'In the email and on the order page, “Install on iPhone” and “Install on Android” open the phone’s own eSIM setup with your code already filled in. They work when opened on the phone itself (iPhone with iOS 17.4 or later and recent Android phones).',
      },
      {
        group: 'install',
        q: 'Can I install the same QR code again or on another phone?',
        a: 'No. Each eSIM can be installed once, on one phone. Do not delete the eSIM from your phone before your trip is over: a deleted eSIM usually cannot be installed again.',
      },
      {
        group: 'using',
        q: 'How do I start using the data when I arrive?',
        a: 'In your phone’s mobile settings choose the travel eSIM for mobile data and turn on data roaming for it. The phone then connects to a partner network at your destination.',
      },
      {
        group: 'using',
        q: 'How long is my eSIM valid?',
        a: 'Each package shows its data and number of days. The days are counted from the first connection at your destination. My eSIMs shows the expiry date once the eSIM is active.',
      },
      {
        group: 'using',
        q: 'How do I see how much data I have left?',
        a: 'Open My eSIMs and choose Usage on your eSIM. It shows the data used and remaining and the expiry date, and you can refresh it at any time.',
      },
      {
        group: 'using',
        q: 'What is a Day Pass?',
        a: 'A Day Pass gives you a data allowance for each day instead of one total. You choose the number of days (1 to 30) when you buy, and the price is the daily price times the days.',
      },
      {
        group: 'using',
        q: 'Can I top up or renew my eSIM?',
        a: 'Yes. In My eSIMs choose Renew on your eSIM and pick a package. The new data and days are added to the eSIM already in your phone; you do not need to scan a new QR code.',
      },
      {
        group: 'using',
        q: 'Can I share my data with a hotspot?',
        a: 'Usually yes: most packages allow tethering. A few partner networks limit it; in that case the package description says so.',
      },
      {
        group: 'help',
        q: 'My eSIM is installed but I have no internet. What can I do?',
        a: 'Check that data roaming is on for the travel eSIM and that it is chosen for mobile data. Then turn Airplane mode on and off, or restart the phone. If it still does not connect, contact us with your order number.',
      },
      {
        group: 'help',
        q: 'What happens when my data runs out?',
        a: 'The connection stops until you top up. You can buy a renewal in My eSIMs at any time, even before the data runs out.',
      },
      {
        group: 'help',
        q: 'Can I get a refund?',
        a: 'If your eSIM has not been installed, ask for a refund within 24 hours of purchase and we refund it in full. If we cannot deliver your eSIM, we refund you automatically. Refunds go back to the way you paid and usually arrive within 3 to 5 business days. An eSIM that has been installed or used cannot be refunded.',
      },
      {
        group: 'help',
        q: 'How do I contact support?',
        a: 'Use the contact form. Please include your order number if your question is about an order.',
      },
    ],
  },
  km: {
    title: 'សំណួរដែលសួរញឹកញាប់',
    intro: 'អ្វីៗទាំងអស់អំពីការទិញ ការដំឡើង និងការប្រើ eSIM ធ្វើដំណើររបស់អ្នក។ រកចម្លើយមិនឃើញមែនទេ?',
    contactLink: 'ទាក់ទងមកយើង',
    groups: {
      basics: 'មូលដ្ឋានអំពី eSIM',
      buying: 'ការទិញ និងការទូទាត់',
      install: 'ការដំឡើង',
      using: 'ការប្រើទិន្នន័យរបស់អ្នក',
      help: 'ការបង្វិលប្រាក់ និងជំនួយ',
    },
    items: [
      {
        group: 'basics',
        q: 'តើ eSIM ជាអ្វី?',
        a: 'eSIM គឺជាស៊ីមកាតដែលមានស្រាប់នៅក្នុងទូរសព្ទរបស់អ្នក។ ជំនួសឱ្យការដាក់កាតប្លាស្ទិក អ្នកស្កេនកូដ QR ហើយគម្រោងទូរសព្ទចល័តត្រូវបានទាញយកទៅក្នុងទូរសព្ទ។ ជាមួយ Derleng eSIM អ្នកទទួលបានទិន្នន័យទូរសព្ទនៅគោលដៅរបស់អ្នក ដោយមិនចាំបាច់រកហាងលក់ស៊ីមពេលមកដល់។',
      },
      {
        group: 'basics',
        q: 'តើទូរសព្ទរបស់ខ្ញុំគាំទ្រ eSIM ដែរឬទេ?',
        a: 'ទូរសព្ទថ្មីៗភាគច្រើនគាំទ្រ៖ iPhone XS, XR និងក្រោយៗ Google Pixel 3 និងក្រោយៗ Samsung Galaxy S20 និងក្រោយៗ ព្រមទាំងម៉ូដែល Android ជាច្រើនទៀត។ នៅលើ iPhone សូមរក “Add eSIM” នៅក្នុង Settings > Mobile Service។ នៅលើ Android សូមរក “Add eSIM” ឬ “Download a SIM” នៅក្នុងការកំណត់ស៊ីម។',
      },
      {
        group: 'basics',
        q: 'តើទូរសព្ទរបស់ខ្ញុំត្រូវតែដោះសោឬទេ?',
        a: 'ត្រូវ។ ទូរសព្ទដែលជាប់សោជាមួយប្រតិបត្តិករតែមួយនឹងមិនទទួលស៊ីមផ្សេង រួមទាំង eSIM ផងដែរ។ ទូរសព្ទដែលទិញដោយបង់ថ្លៃពេញនៅកម្ពុជាជាធម្មតាមិនជាប់សោទេ។ ប្រសិនបើអ្នកទិញតាមកិច្ចសន្យា សូមសួរប្រតិបត្តិកររបស់អ្នកមុនពេលទិញ។',
      },
      {
        group: 'basics',
        q: 'តើខ្ញុំអាចរក្សាស៊ីមកម្ពុជារបស់ខ្ញុំសម្រាប់ការហៅ និងសារ SMS បានទេ?',
        a: 'បាន។ ស៊ីម Smart, Cellcard ឬ Metfone របស់អ្នកនៅតែនៅក្នុងទូរសព្ទ។ ប្រើវាសម្រាប់ការហៅ និងសារ SMS ហើយប្រើ eSIM ធ្វើដំណើរសម្រាប់ទិន្នន័យ។ សូមបិទ Data Roaming នៅលើស៊ីមផ្ទះរបស់អ្នក ដើម្បីកុំឱ្យវាប្រើទិន្នន័យរ៉ូមីងដែលមានតម្លៃថ្លៃ។',
      },
      {
        group: 'basics',
        q: 'តើ eSIM មានលេខទូរសព្ទដែរឬទេ?',
        a: 'ទេ។ eSIM របស់យើងសម្រាប់តែទិន្នន័យប៉ុណ្ណោះ។ អ្នកនៅតែអាចហៅ និងផ្ញើសារតាមអ៊ីនធឺណិតជាមួយ Telegram, WhatsApp, Messenger ឬ LINE ហើយទទួលសារ SMS នៅលើស៊ីមផ្ទះរបស់អ្នក។',
      },
      {
        group: 'buying',
        q: 'តើខ្ញុំទិញ eSIM ដោយរបៀបណា?',
        a: 'ជ្រើសរើសគោលដៅរបស់អ្នកនៅលើទំព័រដើម ជ្រើសរើសកញ្ចប់ ហើយទូទាត់។ នៅពេលការទូទាត់ត្រូវបានបញ្ជាក់ eSIM របស់អ្នកនឹងបង្ហាញនៅលើអេក្រង់ និងក្នុង eSIM របស់ខ្ញុំ ហើយយើងផ្ញើអ៊ីមែលកូដ QR ជាមួយឯកសារណែនាំ PDF ទៅអ្នក។',
      },
      {
        group: 'buying',
        q: 'តើខ្ញុំអាចទូទាត់ដោយរបៀបណា?',
        a: 'ដោយ KHQR តាមរយៈ ABA PayWay៖ ស្កេនកូដជាមួយ ABA Mobile ឬកម្មវិធីធនាគារណាមួយដែលជាសមាជិក Bakong។ ឬដោយ PayPal ដោយប្រើសមតុល្យ PayPal ឬកាត។ តម្លៃគិតជាដុល្លារអាមេរិក ហើយគ្មានថ្លៃសេវាដំណើរការទេ។',
      },
      {
        group: 'buying',
        q: 'តើការទូទាត់មានសុវត្ថិភាពដែរឬទេ?',
        a: 'មាន។ ការទូទាត់ត្រូវបានដំណើរការដោយ ABA PayWay និង PayPal យើងមិនដែលឃើញព័ត៌មានកាតរបស់អ្នកទេ។ យើងចេញ eSIM តែបន្ទាប់ពីយើងបានពិនិត្យការទូទាត់ជាមួយអ្នកផ្តល់សេវាទូទាត់ដោយខ្លួនឯង។',
      },
      {
        group: 'buying',
        q: 'តើត្រូវចំណាយពេលប៉ុន្មានដើម្បីទទួលបាន eSIM?',
        a: 'ជាធម្មតាតិចជាងមួយនាទីបន្ទាប់ពីការទូទាត់ត្រូវបានបញ្ជាក់។ ទំព័រនឹងធ្វើបច្ចុប្បន្នភាពដោយខ្លួនឯង អ្នកមិនចាំបាច់ផ្ទុកវាឡើងវិញទេ។',
      },
      {
        group: 'buying',
        q: 'ខ្ញុំបានទូទាត់ហើយ ប៉ុន្តែមិនឃើញ eSIM។ តើខ្ញុំគួរធ្វើអ្វី?',
        a: 'ដំបូងសូមមើលក្នុង eSIM របស់ខ្ញុំ និងក្នុងអ៊ីមែលរបស់អ្នក រួមទាំងថតសារឥតបានការផង។ ការទូទាត់ត្រូវបានពិនិត្យដោយស្វ័យប្រវត្តិរយៈពេលប៉ុន្មាននាទីបន្ទាប់ពីអ្នកទូទាត់។ ប្រសិនបើ eSIM មិនអាចចេញបាន យើងនឹងព្យាយាមម្តងទៀត ហើយប្រសិនបើនៅតែបរាជ័យ យើងនឹងបង្វិលប្រាក់ទាំងស្រុងជូនអ្នក។ សូមទាក់ទងយើងជាមួយលេខការបញ្ជាទិញរបស់អ្នក ប្រសិនបើមានអ្វីមិនច្បាស់។',
      },
      {
        group: 'install',
        q: 'តើខ្ញុំគួរដំឡើង eSIM នៅពេលណា?',
        a: 'សូមដំឡើងវាមុនពេលធ្វើដំណើរ ខណៈពេលអ្នកកំពុងភ្ជាប់ Wi-Fi។ ជាធម្មតាកញ្ចប់ទិន្នន័យចាប់ផ្តើមនៅពេល eSIM ភ្ជាប់បណ្តាញលើកដំបូងនៅគោលដៅរបស់អ្នក ដូច្នេះការដំឡើងមុនមិនប្រើថ្ងៃរបស់អ្នកទេ។',
      },
      {
        group: 'install',
        q: 'តើខ្ញុំដំឡើង eSIM នៅលើ iPhone ដោយរបៀបណា?',
        a: 'បើក Settings > Mobile Service (ឬ Cellular) > Add eSIM > Use QR Code ហើយស្កេនកូដ QR ពីអេក្រង់ផ្សេង ឬពីឯកសារណែនាំ PDF ដែលបានបោះពុម្ព។ អ្នកក៏អាចចុច “Enter Details Manually” ហើយវាយបញ្ចូលអាសយដ្ឋាន SM-DP+ និងលេខកូដធ្វើឱ្យសកម្មផងដែរ។',
      },
      {
        group: 'install',
        q: 'តើខ្ញុំដំឡើង eSIM នៅលើ Android ដោយរបៀបណា?',
        a: 'បើក Settings > Network & internet (នៅលើ Samsung៖ Connections) > SIMs > Add eSIM បន្ទាប់មកជ្រើសរើសស្កេនកូដ QR។ ប្រសិនបើអ្នកមិនអាចស្កេនបាន សូមវាយបញ្ចូលលេខកូដធ្វើឱ្យសកម្មដោយដៃ។',
      },
      {
        group: 'install',
        q: 'តើតំណដំឡើងចុចម្តងជាអ្វី?',
        a: 'នៅក្នុងអ៊ីមែល និងនៅលើទំព័រការបញ្ជាទិញ “ដំឡើងលើ iPhone” និង “ដំឡើងលើ Android” បើកការរៀបចំ eSIM របស់ទូរសព្ទផ្ទាល់ ដោយមានលេខកូដរបស់អ្នកបំពេញរួចជាស្រេច។ វាដំណើរការនៅពេលបើកនៅលើទូរសព្ទផ្ទាល់ (iPhone ដែលមាន iOS 17.4 ឬក្រោយ និងទូរសព្ទ Android ថ្មីៗ)។',
      },
      {
        group: 'install',
        q: 'តើខ្ញុំអាចដំឡើងកូដ QR ដដែលម្តងទៀត ឬនៅលើទូរសព្ទផ្សេងបានទេ?',
        a: 'ទេ។ eSIM នីមួយៗអាចដំឡើងបានតែម្តង នៅលើទូរសព្ទតែមួយ។ សូមកុំលុប eSIM ចេញពីទូរសព្ទរបស់អ្នកមុនពេលដំណើររបស់អ្នកបញ្ចប់៖ eSIM ដែលបានលុបជាធម្មតាមិនអាចដំឡើងម្តងទៀតបានទេ។',
      },
      {
        group: 'using',
        q: 'តើខ្ញុំចាប់ផ្តើមប្រើទិន្នន័យដោយរបៀបណាពេលមកដល់?',
        a: 'នៅក្នុងការកំណត់ទូរសព្ទចល័តរបស់អ្នក សូមជ្រើសរើស eSIM ធ្វើដំណើរសម្រាប់ទិន្នន័យ ហើយបើក Data Roaming សម្រាប់វា។ បន្ទាប់មកទូរសព្ទនឹងភ្ជាប់ទៅបណ្តាញដៃគូនៅគោលដៅរបស់អ្នក។',
      },
      {
        group: 'using',
        q: 'តើ eSIM របស់ខ្ញុំមានសុពលភាពរយៈពេលប៉ុន្មាន?',
        a: 'កញ្ចប់នីមួយៗបង្ហាញទិន្នន័យ និងចំនួនថ្ងៃរបស់វា។ ថ្ងៃត្រូវបានរាប់ចាប់ពីការភ្ជាប់លើកដំបូងនៅគោលដៅរបស់អ្នក។ eSIM របស់ខ្ញុំបង្ហាញកាលបរិច្ឆេទផុតកំណត់ នៅពេល eSIM សកម្ម។',
      },
      {
        group: 'using',
        q: 'តើខ្ញុំមើលទិន្នន័យដែលនៅសល់ដោយរបៀបណា?',
        a: 'បើក eSIM របស់ខ្ញុំ ហើយជ្រើសរើស ការប្រើប្រាស់ នៅលើ eSIM របស់អ្នក។ វាបង្ហាញទិន្នន័យដែលបានប្រើ និងនៅសល់ ព្រមទាំងកាលបរិច្ឆេទផុតកំណត់ ហើយអ្នកអាចធ្វើបច្ចុប្បន្នភាពវាបានគ្រប់ពេល។',
      },
      {
        group: 'using',
        q: 'តើ Day Pass ជាអ្វី?',
        a: 'Day Pass ផ្តល់ឱ្យអ្នកនូវទិន្នន័យសម្រាប់ថ្ងៃនីមួយៗ ជំនួសឱ្យចំនួនសរុបតែមួយ។ អ្នកជ្រើសរើសចំនួនថ្ងៃ (1 ដល់ 30) ពេលទិញ ហើយតម្លៃគឺតម្លៃប្រចាំថ្ងៃគុណនឹងចំនួនថ្ងៃ។',
      },
      {
        group: 'using',
        q: 'តើខ្ញុំអាចបញ្ចូលទិន្នន័យបន្ថែម ឬបន្ត eSIM បានទេ?',
        a: 'បាន។ នៅក្នុង eSIM របស់ខ្ញុំ សូមជ្រើសរើស បន្ត នៅលើ eSIM របស់អ្នក ហើយជ្រើសរើសកញ្ចប់មួយ។ ទិន្នន័យ និងថ្ងៃថ្មីត្រូវបានបន្ថែមទៅ eSIM ដែលមាននៅក្នុងទូរសព្ទរបស់អ្នករួចហើយ អ្នកមិនចាំបាច់ស្កេនកូដ QR ថ្មីទេ។',
      },
      {
        group: 'using',
        q: 'តើខ្ញុំអាចចែករំលែកទិន្នន័យតាម Hotspot បានទេ?',
        a: 'ជាធម្មតាបាន៖ កញ្ចប់ភាគច្រើនអនុញ្ញាតឱ្យចែករំលែក។ បណ្តាញដៃគូមួយចំនួនតូចកំណត់វា ក្នុងករណីនោះការពិពណ៌នាកញ្ចប់នឹងបញ្ជាក់។',
      },
      {
        group: 'help',
        q: 'eSIM របស់ខ្ញុំបានដំឡើងហើយ ប៉ុន្តែគ្មានអ៊ីនធឺណិត។ តើខ្ញុំអាចធ្វើអ្វីបាន?',
        a: 'ពិនិត្យថា Data Roaming បានបើកសម្រាប់ eSIM ធ្វើដំណើរ ហើយវាត្រូវបានជ្រើសរើសសម្រាប់ទិន្នន័យទូរសព្ទ។ បន្ទាប់មកបើក និងបិទ Airplane mode ឬចាប់ផ្តើមទូរសព្ទឡើងវិញ។ ប្រសិនបើនៅតែមិនភ្ជាប់ សូមទាក់ទងយើងជាមួយលេខការបញ្ជាទិញរបស់អ្នក។',
      },
      {
        group: 'help',
        q: 'តើមានអ្វីកើតឡើងនៅពេលទិន្នន័យរបស់ខ្ញុំអស់?',
        a: 'ការភ្ជាប់ឈប់រហូតដល់អ្នកបញ្ចូលបន្ថែម។ អ្នកអាចទិញការបន្តនៅក្នុង eSIM របស់ខ្ញុំបានគ្រប់ពេល សូម្បីតែមុនពេលទិន្នន័យអស់។',
      },
      {
        group: 'help',
        q: 'តើខ្ញុំអាចទទួលបានការបង្វិលប្រាក់វិញបានទេ?',
        a: 'ប្រសិនបើ eSIM របស់អ្នកមិនទាន់បានដំឡើង សូមស្នើសុំការបង្វិលប្រាក់ក្នុងរយៈពេល 24 ម៉ោងបន្ទាប់ពីការទិញ ហើយយើងនឹងបង្វិលប្រាក់ទាំងស្រុង។ ប្រសិនបើយើងមិនអាចផ្តល់ eSIM របស់អ្នកបាន យើងនឹងបង្វិលប្រាក់ជូនអ្នកដោយស្វ័យប្រវត្តិ។ ប្រាក់ត្រូវបានបង្វិលតាមមធ្យោបាយដែលអ្នកបានទូទាត់ ហើយជាធម្មតាមកដល់ក្នុងរយៈពេល 3 ទៅ 5 ថ្ងៃធ្វើការ។ eSIM ដែលបានដំឡើង ឬប្រើរួចហើយមិនអាចបង្វិលប្រាក់បានទេ។',
      },
      {
        group: 'help',
        q: 'តើខ្ញុំទាក់ទងផ្នែកជំនួយដោយរបៀបណា?',
        a: 'សូមប្រើទម្រង់ទំនាក់ទំនង។ សូមបញ្ចូលលេខការបញ្ជាទិញរបស់អ្នក ប្រសិនបើសំណួររបស់អ្នកទាក់ទងនឹងការបញ្ជាទិញ។',
      },
    ],
  },
});
