import { defineTexts } from './define-texts';

/** "Is my phone eSIM-ready?" on the package page and at checkout (apps/web components/esim-ready-check.tsx). */
export const esimReadyTexts = defineTexts({
  en: {
    question: 'Is my phone eSIM-ready?',
    checking: 'Checking…',
    likely: 'Likely ready',
    likelyText:
      'This phone runs {{system}} {{version}}, which installs eSIMs ({{minimum}} or later). Most models have eSIM: check that yours is on the list below.',
    tooOld: 'Not ready',
    tooOldText:
      'This phone runs {{system}} {{version}}; eSIMs need {{system}} {{minimum}} or later. Update the phone, or buy for another one.',
    computer: 'Not sure: you are on a computer',
    computerText: 'Check the phone you will travel with: it needs eSIM, as the phones listed below have.',
    notSure: 'Not sure',
    notSureText: 'This browser does not tell us which system your phone runs.',
    howTo: 'To be sure, dial *#06# on the phone: if it shows an EID (a long number), the phone has eSIM.',
    unlocked:
      'The phone must also be unlocked (not tied to one carrier). Some models sold in mainland China, Hong Kong and Macau have no eSIM.',
    devices: 'Phones with eSIM',
  },
  km: {
    question: 'តើទូរស័ព្ទរបស់ខ្ញុំអាចប្រើ eSIM បានទេ?',
    checking: 'កំពុងពិនិត្យ…',
    likely: 'ទំនងជាអាចប្រើបាន',
    likelyText:
      'ទូរស័ព្ទនេះប្រើ {{system}} {{version}} ដែលអាចដំឡើង eSIM បាន ({{minimum}} ឬថ្មីជាងនេះ)។ ម៉ូដែលភាគច្រើនមាន eSIM៖ សូមពិនិត្យថាម៉ូដែលរបស់អ្នកមាននៅក្នុងបញ្ជីខាងក្រោម។',
    tooOld: 'មិនទាន់អាចប្រើបាន',
    tooOldText:
      'ទូរស័ព្ទនេះប្រើ {{system}} {{version}}។ eSIM ត្រូវការ {{system}} {{minimum}} ឬថ្មីជាងនេះ។ សូមធ្វើបច្ចុប្បន្នភាពទូរស័ព្ទ ឬទិញសម្រាប់ទូរស័ព្ទផ្សេង។',
    computer: 'មិនប្រាកដ៖ អ្នកកំពុងប្រើកុំព្យូទ័រ',
    computerText: 'សូមពិនិត្យទូរស័ព្ទដែលអ្នកនឹងយកទៅធ្វើដំណើរ៖ វាត្រូវតែមាន eSIM ដូចទូរស័ព្ទក្នុងបញ្ជីខាងក្រោម។',
    notSure: 'មិនប្រាកដ',
    notSureText: 'កម្មវិធីរុករកនេះមិនប្រាប់យើងថាទូរស័ព្ទរបស់អ្នកប្រើប្រព័ន្ធអ្វីទេ។',
    howTo: 'ដើម្បីឱ្យប្រាកដ សូមចុចលេខ *#06# នៅលើទូរស័ព្ទ៖ ប្រសិនបើវាបង្ហាញ EID (លេខវែងមួយ) នោះទូរស័ព្ទមាន eSIM។',
    unlocked: 'ទូរស័ព្ទក៏ត្រូវតែដោះសោដែរ (មិនជាប់នឹងក្រុមហ៊ុនទូរស័ព្ទតែមួយ)។ ម៉ូដែលខ្លះដែលលក់នៅចិនដីគោក ហុងកុង និងម៉ាកាវ មិនមាន eSIM ទេ។',
    devices: 'ទូរស័ព្ទដែលមាន eSIM',
  },
});
