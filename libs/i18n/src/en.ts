/** English texts. Keys are grouped by screen; Khmer (km.ts) has the same shape. */
export const en = {
  app: {
    name: 'Derleng eSIM',
    tagline: 'Stay Connected Anywhere',
    language: 'Language',
    somethingWrong: 'Something went wrong',
    tryAgain: 'Try Again',
    refreshPage: 'Refresh Page',
  },
  admin: {
    panelTitle: 'Admin Panel',
    tabs: { servers: 'Server Control' },
  },
  servers: {
    title: 'Server Command Center',
    refreshAll: 'Refresh All',
    checking: 'Checking server status...',
    failed: 'Failed to load server status',
    retry: 'Retry Connection',
    processes: 'Running processes',
    noProcesses: 'No api or worker process has reported in.',
    role: 'Role',
    host: 'Host',
    queues: 'Queues',
    uptime: 'Uptime',
    memory: 'Memory',
    state: 'State',
    alive: 'online',
    gone: 'offline',
    services: 'Services',
    service: 'Service',
    status: 'Status',
    responseTime: 'Response time',
    detail: 'Detail',
    lastChecked: 'Last checked {{time}}',
    neverChecked: 'Not checked yet. Press Refresh All.',
    statusLabel: { ok: 'online', degraded: 'degraded', down: 'offline' },
    summary: '{{online}} of {{total}} services online',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Resources = Widen<typeof en>;
