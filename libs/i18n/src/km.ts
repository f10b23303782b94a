import type { Resources } from './en';

/** Khmer texts, same keys as English. */
export const km: Resources = {
  app: {
    name: 'Derleng eSIM',
    tagline: 'ភ្ជាប់ទំនាក់ទំនងគ្រប់ទីកន្លែង',
    language: 'ភាសា',
    somethingWrong: 'មានបញ្ហាកើតឡើង',
    tryAgain: 'ព្យាយាមម្តងទៀត',
    refreshPage: 'ផ្ទុកទំព័រឡើងវិញ',
  },
  admin: {
    panelTitle: 'ផ្ទាំងគ្រប់គ្រង',
    tabs: { servers: 'គ្រប់គ្រងម៉ាស៊ីនមេ' },
  },
  servers: {
    title: 'មជ្ឈមណ្ឌលបញ្ជាម៉ាស៊ីនមេ',
    refreshAll: 'ធ្វើបច្ចុប្បន្នភាពទាំងអស់',
    checking: 'កំពុងពិនិត្យស្ថានភាពម៉ាស៊ីនមេ...',
    failed: 'មិនអាចផ្ទុកស្ថានភាពម៉ាស៊ីនមេបានទេ',
    retry: 'ភ្ជាប់ម្តងទៀត',
    processes: 'ដំណើរការដែលកំពុងរត់',
    noProcesses: 'មិនទាន់មានដំណើរការ api ឬ worker ណាមួយរាយការណ៍ទេ។',
    role: 'តួនាទី',
    host: 'ម៉ាស៊ីន',
    queues: 'ជួរការងារ',
    uptime: 'រយៈពេលដំណើរការ',
    memory: 'អង្គចងចាំ',
    state: 'ស្ថានភាព',
    alive: 'អនឡាញ',
    gone: 'ក្រៅបណ្តាញ',
    services: 'សេវាកម្ម',
    service: 'សេវាកម្ម',
    status: 'ស្ថានភាព',
    responseTime: 'រយៈពេលឆ្លើយតប',
    detail: 'ព័ត៌មានលម្អិត',
    lastChecked: 'បានពិនិត្យចុងក្រោយ {{time}}',
    neverChecked: 'មិនទាន់បានពិនិត្យទេ។ សូមចុច ធ្វើបច្ចុប្បន្នភាពទាំងអស់។',
    statusLabel: { ok: 'អនឡាញ', degraded: 'ដំណើរការខ្សោយ', down: 'ក្រៅបណ្តាញ' },
    summary: 'សេវាកម្ម {{online}} ក្នុងចំណោម {{total}} អនឡាញ',
  },
};
