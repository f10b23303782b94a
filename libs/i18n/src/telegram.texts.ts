import { defineTexts } from './define-texts';

/** Telegram: the bot's replies, what it sends (notices, /orders, support, staff alerts), and the Settings section. */
export const telegramTexts = defineTexts({
  en: {
    bot: {
      linked:
        'Done, {{name}}: this chat is linked to your Derleng eSIM account. Your eSIM alerts and receipts will come here. Send /stop to unlink.',
      linkInvalid:
        'This link has expired or was already used. Open Settings in the shop and press "Link Telegram" again.',
      unlinked:
        'This chat is no longer linked to your Derleng eSIM account. You can link it again from Settings.',
      notLinked:
        'This chat is not linked to an account. Open Settings in the shop and press "Link Telegram".',
      linkedOrder:
        'Done, {{name}}: this chat will get the alerts of order {{orderNumber}} (eSIM ready, data running low, refunds). Send /stop to stop them.',
      unlinkedOrder: 'This chat no longer gets the alerts of order {{orderNumber}}.',
      stoppedOrders:
        'This chat no longer gets the alerts of your orders. You can link it again from an order’s page.',
    },
    notices: {
      esimReady:
        'Your eSIM is ready: {{plan}} for {{destination}} (order {{orderNumber}}). Open your order to install it: the QR code and the activation details are on the order page, never in this chat.',
      openOrder: 'Open my order',
      refunded:
        'Order {{orderNumber}} was refunded in full: {{amount}}. The money goes back the way you paid; your bank may take a few days to show it.',
      refundedPart:
        'Part of order {{orderNumber}} was refunded: {{amount}} ({{total}} refunded so far). The money goes back the way you paid; your bank may take a few days to show it.',
    },
    orders: {
      title: 'Your recent orders:',
      line: '{{orderNumber}} · {{date}} · {{amount}} · {{status}}',
      none: 'You have no orders yet.',
    },
    support: {
      received: 'Thank you, we have your message. An agent will answer you here in this chat.',
      reply: 'Derleng eSIM support:\n\n{{message}}',
    },
    staff: {
      attention:
        'Needs attention: paid order {{orderNumber}} ({{amount}}, {{customer}}) is {{status}}, paid {{paidAt}}. Last error: {{error}}',
      openAttention: 'Open Needs attention',
      reconciliation: 'Reconciliation {{provider}} {{day}}: {{count}} difference(s)',
      difference: '{{kind}} · {{tranId}} · order {{orderNumber}} · ours {{ours}} · theirs {{theirs}}',
    },
    settings: {
      title: 'Telegram',
      intro: 'Get your eSIM alerts and receipts in Telegram.',
      orderIntro: 'Get this order’s eSIM alerts in Telegram, no account needed.',
      orderUnlinkConfirm: 'Unlink Telegram? The bot stops sending this order’s alerts.',
      link: 'Link Telegram',
      waiting: 'Open Telegram and press Start. This page updates when the chat is linked.',
      openAgain: 'Open Telegram again',
      linkedAs: 'Linked to {{name}}',
      unlink: 'Unlink',
      unlinkConfirm: 'Unlink Telegram? The bot stops sending you messages.',
      unlinked: 'Telegram unlinked',
      failed: 'Something went wrong. Please try again.',
      unavailable: 'Telegram is not available right now.',
    },
  },
  km: {
    bot: {
      linked:
        'រួចរាល់ {{name}}៖ ការជជែកនេះបានភ្ជាប់ទៅគណនី Derleng eSIM របស់អ្នក។ ការជូនដំណឹង និងវិក្កយបត្រ eSIM នឹងមកទីនេះ។ ផ្ញើ /stop ដើម្បីផ្ដាច់។',
      linkInvalid: 'តំណនេះផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ។ សូមបើក ការកំណត់ ក្នុងហាង ហើយចុច "ភ្ជាប់ Telegram" ម្ដងទៀត។',
      unlinked: 'ការជជែកនេះលែងភ្ជាប់ទៅគណនី Derleng eSIM របស់អ្នកហើយ។ អ្នកអាចភ្ជាប់ម្ដងទៀតពី ការកំណត់។',
      notLinked: 'ការជជែកនេះមិនទាន់ភ្ជាប់ទៅគណនីទេ។ សូមបើក ការកំណត់ ក្នុងហាង ហើយចុច "ភ្ជាប់ Telegram"។',
      linkedOrder:
        'រួចរាល់ {{name}}៖ ការជជែកនេះនឹងទទួលការជូនដំណឹងនៃការបញ្ជាទិញ {{orderNumber}} (eSIM រួចរាល់ ទិន្នន័យជិតអស់ ការសងប្រាក់វិញ)។ ផ្ញើ /stop ដើម្បីបញ្ឈប់។',
      unlinkedOrder: 'ការជជែកនេះលែងទទួលការជូនដំណឹងនៃការបញ្ជាទិញ {{orderNumber}} ហើយ។',
      stoppedOrders: 'ការជជែកនេះលែងទទួលការជូនដំណឹងនៃការបញ្ជាទិញរបស់អ្នកហើយ។ អ្នកអាចភ្ជាប់ម្ដងទៀតពីទំព័រការបញ្ជាទិញ។',
    },
    notices: {
      esimReady:
        'eSIM របស់អ្នករួចរាល់ហើយ៖ {{plan}} សម្រាប់ {{destination}} (ការបញ្ជាទិញ {{orderNumber}})។ សូមបើកការបញ្ជាទិញរបស់អ្នក ដើម្បីដំឡើង៖ កូដ QR និងព័ត៌មានធ្វើឱ្យសកម្មមាននៅលើទំព័រការបញ្ជាទិញ មិនដែលនៅក្នុងការជជែកនេះទេ។',
      openOrder: 'បើកការបញ្ជាទិញរបស់ខ្ញុំ',
      refunded:
        'ការបញ្ជាទិញ {{orderNumber}} ត្រូវបានសងប្រាក់វិញទាំងស្រុង៖ {{amount}}។ ប្រាក់នឹងត្រឡប់តាមវិធីដែលអ្នកបានបង់ ធនាគាររបស់អ្នកអាចត្រូវការពីរបីថ្ងៃដើម្បីបង្ហាញ។',
      refundedPart:
        'ផ្នែកមួយនៃការបញ្ជាទិញ {{orderNumber}} ត្រូវបានសងប្រាក់វិញ៖ {{amount}} (សងវិញសរុប {{total}})។ ប្រាក់នឹងត្រឡប់តាមវិធីដែលអ្នកបានបង់ ធនាគាររបស់អ្នកអាចត្រូវការពីរបីថ្ងៃដើម្បីបង្ហាញ។',
    },
    orders: {
      title: 'ការបញ្ជាទិញថ្មីៗរបស់អ្នក៖',
      line: '{{orderNumber}} · {{date}} · {{amount}} · {{status}}',
      none: 'អ្នកមិនទាន់មានការបញ្ជាទិញនៅឡើយទេ។',
    },
    support: {
      received: 'សូមអរគុណ យើងបានទទួលសាររបស់អ្នកហើយ។ ភ្នាក់ងារនឹងឆ្លើយតបអ្នកនៅក្នុងការជជែកនេះ។',
      reply: 'ផ្នែកជំនួយ Derleng eSIM៖\n\n{{message}}',
    },
    staff: {
      attention:
        'ត្រូវការការយកចិត្តទុកដាក់៖ ការបញ្ជាទិញដែលបានបង់ {{orderNumber}} ({{amount}}, {{customer}}) ស្ថានភាព {{status}} បានបង់ {{paidAt}}។ កំហុសចុងក្រោយ៖ {{error}}',
      openAttention: 'បើក ត្រូវការការយកចិត្តទុកដាក់',
      reconciliation: 'ការផ្ទៀងផ្ទាត់ {{provider}} {{day}}៖ ភាពខុសគ្នា {{count}}',
      difference: '{{kind}} · {{tranId}} · ការបញ្ជាទិញ {{orderNumber}} · យើង {{ours}} · ពួកគេ {{theirs}}',
    },
    settings: {
      title: 'Telegram',
      intro: 'ទទួលការជូនដំណឹង និងវិក្កយបត្រ eSIM របស់អ្នកនៅក្នុង Telegram។',
      orderIntro: 'ទទួលការជូនដំណឹង eSIM នៃការបញ្ជាទិញនេះក្នុង Telegram ដោយមិនចាំបាច់មានគណនី។',
      orderUnlinkConfirm: 'ផ្ដាច់ Telegram? បូតនឹងឈប់ផ្ញើការជូនដំណឹងនៃការបញ្ជាទិញនេះ។',
      link: 'ភ្ជាប់ Telegram',
      waiting: 'បើក Telegram ហើយចុច Start។ ទំព័រនេះនឹងធ្វើបច្ចុប្បន្នភាពនៅពេលការជជែកត្រូវបានភ្ជាប់។',
      openAgain: 'បើក Telegram ម្ដងទៀត',
      linkedAs: 'បានភ្ជាប់ជាមួយ {{name}}',
      unlink: 'ផ្ដាច់',
      unlinkConfirm: 'ផ្ដាច់ Telegram? បូតនឹងឈប់ផ្ញើសារមកអ្នក។',
      unlinked: 'បានផ្ដាច់ Telegram',
      failed: 'មានបញ្ហាកើតឡើង។ សូមព្យាយាមម្ដងទៀត។',
      unavailable: 'Telegram មិនអាចប្រើបាននៅពេលនេះទេ។',
    },
  },
});
