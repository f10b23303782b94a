import { defineTexts } from './define-texts';

export const appTexts = defineTexts({
  en: {
    name: 'Derleng eSIM',
    tagline: 'Stay Connected Anywhere',
    language: 'Language',
    somethingWrong: 'Something went wrong',
    tryAgain: 'Try Again',
    refreshPage: 'Refresh Page',
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
    riel: {
      approx: '≈ {{amount}}',
      short: '៛ រៀល',
      toggle: 'បង្ហាញតម្លៃជារៀលផងដែរ',
      chargedInUsd: 'អ្នកត្រូវបានគិតប្រាក់ជាដុល្លារអាមេរិក។',
      chargedInUsdWithRiel: 'អ្នកត្រូវបានគិតប្រាក់ជាដុល្លារអាមេរិក។ ចំនួនរៀលគ្រាន់តែជាការប៉ាន់ស្មានតាមអត្រា ABA ប្រចាំថ្ងៃ។',
    },
  },
});
