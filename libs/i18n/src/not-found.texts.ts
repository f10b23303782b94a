import { defineTexts } from './define-texts';

/** The 404 page. */
export const notFoundTexts = defineTexts({
  en: {
    code: '404',
    title: 'Page Not Found',
    body: 'The page {{path}} does not exist. It may have moved, or the address may be mistyped.',
    available: 'Available pages',
    goHome: 'Go Home',
    routes: {
      home: 'Home: browse eSIM packages',
      settings: 'Settings: your account',
      myEsims: 'My eSIMs: install, usage and top-ups',
      faq: 'FAQ: frequently asked questions',
      contact: 'Contact: write to support',
      terms: 'Terms of Service',
    },
  },
  km: {
    code: '404',
    title: 'រកមិនឃើញទំព័រ',
    body: 'ទំព័រ {{path}} មិនមានទេ។ វាប្រហែលជាបានផ្លាស់ទី ឬអាសយដ្ឋានប្រហែលជាវាយខុស។',
    available: 'ទំព័រដែលមាន',
    goHome: 'ទៅទំព័រដើម',
    routes: {
      home: 'ទំព័រដើម៖ មើលកញ្ចប់ eSIM',
      settings: 'ការកំណត់៖ គណនីរបស់អ្នក',
      myEsims: 'eSIM របស់ខ្ញុំ៖ ការដំឡើង ការប្រើប្រាស់ និងការបញ្ចូលបន្ថែម',
      faq: 'សំណួរដែលសួរញឹកញាប់',
      contact: 'ទំនាក់ទំនង៖ សរសេរទៅផ្នែកជំនួយ',
      terms: 'លក្ខខណ្ឌនៃសេវាកម្ម',
    },
  },
});
