import { defineTexts } from './define-texts';

export const adminTexts = defineTexts({
  en: {
    panelTitle: 'Admin Panel',
    tabs: { servers: 'Server Control' },
  },
  km: {
    panelTitle: 'ផ្ទាំងគ្រប់គ្រង',
    tabs: { servers: 'គ្រប់គ្រងម៉ាស៊ីនមេ' },
  },
});
