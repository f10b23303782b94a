import { defineTexts } from './define-texts';

/** Telegram: the bot's replies when linking and unlinking, and the Settings section. */
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
    },
    settings: {
      title: 'Telegram',
      intro: 'Get your eSIM alerts and receipts in Telegram.',
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
    },
    settings: {
      title: 'Telegram',
      intro: 'ទទួលការជូនដំណឹង និងវិក្កយបត្រ eSIM របស់អ្នកនៅក្នុង Telegram។',
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
