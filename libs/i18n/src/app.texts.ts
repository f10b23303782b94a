import { defineTexts } from './define-texts';

export const appTexts = defineTexts({
  en: {
    name: 'Derleng eSIM',
    tagline: 'Stay Connected Anywhere',
    language: 'Language',
    somethingWrong: 'Something went wrong',
    tryAgain: 'Try Again',
    refreshPage: 'Refresh Page',
  },
  km: {
    name: 'Derleng eSIM',
    tagline: 'ភ្ជាប់ទំនាក់ទំនងគ្រប់ទីកន្លែង',
    language: 'ភាសា',
    somethingWrong: 'មានបញ្ហាកើតឡើង',
    tryAgain: 'ព្យាយាមម្តងទៀត',
    refreshPage: 'ផ្ទុកទំព័រឡើងវិញ',
  },
});
