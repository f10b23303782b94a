import { defineTexts } from './define-texts';

export const appTexts = defineTexts({
  en: {
    name: 'Derleng eSIM',
    tagline: 'Stay Connected Anywhere',
    language: 'Language',
    somethingWrong: 'Something went wrong',
    tryAgain: 'Try Again',
    refreshPage: 'Refresh Page',
    offline: {
      title: 'You are offline',
      needsNetwork:
        'This page needs an internet connection. It will load by itself once you are back online.',
      retry: 'Try again',
      savedCopy: 'Offline: shown as saved on this phone at {{time}}',
      actionRefused: 'You are offline: nothing was bought or changed. Try again once you are connected.',
    },
    update: {
      available: 'A new version of the shop is available.',
      reload: 'Reload',
    },
    install: {
      title: 'Add Derleng eSIM to your home screen',
      text: 'Your eSIMs, QR codes and install steps then open even with no data, when you land.',
      accept: 'Install',
      later: 'Not now',
    },
    riel: {
      approx: '≈ {{amount}}',
      short: '៛ Riel',
      toggle: 'Show prices in riel too',
      chargedInUsd: 'You are charged in US dollars.',
      chargedInUsdWithRiel:
        'You are charged in US dollars; riel amounts are a guide at ABA’s rate of the day.',
    },
  },
  km: {
    name: 'Derleng eSIM',
    tagline: 'ភ្ជាប់ទំនាក់ទំនងគ្រប់ទីកន្លែង',
    language: 'ភាសា',
    somethingWrong: 'មានបញ្ហាកើតឡើង',
    tryAgain: 'ព្យាយាមម្តងទៀត',
    refreshPage: 'ផ្ទុកទំព័រឡើងវិញ',
    offline: {
      title: 'អ្នកមិនមានអ៊ីនធឺណិតទេ',
      needsNetwork: 'ទំព័រនេះត្រូវការអ៊ីនធឺណិត។ វានឹងផ្ទុកដោយខ្លួនឯង នៅពេលអ្នកភ្ជាប់អ៊ីនធឺណិតវិញ។',
      retry: 'ព្យាយាមម្តងទៀត',
      savedCopy: 'គ្មានអ៊ីនធឺណិត៖ បង្ហាញតាមដែលបានរក្សាទុកលើទូរស័ព្ទនេះ នៅម៉ោង {{time}}',
      actionRefused: 'អ្នកមិនមានអ៊ីនធឺណិតទេ៖ គ្មានអ្វីត្រូវបានទិញ ឬផ្លាស់ប្តូរទេ។ សូមព្យាយាមម្តងទៀត នៅពេលអ្នកភ្ជាប់អ៊ីនធឺណិតវិញ។',
    },
    update: {
      available: 'មានកំណែថ្មីនៃហាង។',
      reload: 'ផ្ទុកឡើងវិញ',
    },
    install: {
      title: 'បន្ថែម Derleng eSIM ទៅអេក្រង់ដើម',
      text: 'eSIM កូដ QR និងជំហានដំឡើងរបស់អ្នក នឹងបើកបាន ទោះគ្មានទិន្នន័យ ពេលអ្នកចុះដល់។',
      accept: 'ដំឡើង',
      later: 'ពេលក្រោយ',
    },
    riel: {
      approx: '≈ {{amount}}',
      short: '៛ រៀល',
      toggle: 'បង្ហាញតម្លៃជារៀលផងដែរ',
      chargedInUsd: 'អ្នកត្រូវបានគិតប្រាក់ជាដុល្លារអាមេរិក។',
      chargedInUsdWithRiel: 'អ្នកត្រូវបានគិតប្រាក់ជាដុល្លារអាមេរិក។ ចំនួនរៀលគ្រាន់តែជាការប៉ាន់ស្មានតាមអត្រា ABA ប្រចាំថ្ងៃ។',
    },
  },
});
