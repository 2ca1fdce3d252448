// The reader's words for what the docs call otherwise: a reader who writes the word on the left
// also finds the sections that use the words on the right (they weigh less than the reader's own
// word, see search.ts). Symptoms ("hangs" for a scan that stays in Scanning), plain names for
// Kubernetes settings ("limits" for resources, "clean up" for ttlSecondsAfterFinished), and tasks.
// Each entry is general: it names how readers and the docs say the same thing, never one question.
export const READER_VOCABULARY: Readonly<Record<string, readonly string[]>> = {
  // Symptoms.
  hang: ['stays', 'stuck'],
  hangs: ['stays', 'stuck'],
  hanging: ['stays', 'stuck'],
  stuck: ['stays', 'hangs'],
  freezes: ['stays', 'stuck'],
  forever: ['never'],
  crash: ['errored', 'fails'],
  crashes: ['errored', 'fails'],
  broken: ['errored', 'fails'],
  fails: ['errored', 'failed'],
  failing: ['errored', 'failed'],
  error: ['errored'],
  // Kubernetes settings by what they do.
  limits: ['resources'],
  limit: ['resources'],
  memory: ['resources'],
  cpu: ['resources'],
  cleanup: ['ttlsecondsafterfinished', 'delete'],
  clean: ['ttlsecondsafterfinished', 'delete'],
  expire: ['ttlsecondsafterfinished'],
  automatically: ['ttlsecondsafterfinished'],
  pause: ['suspend'],
  stop: ['suspend'],
  node: ['nodeselector', 'affinity', 'tolerations'],
  nodes: ['nodeselector', 'affinity', 'tolerations'],
  taint: ['tolerations'],
  environment: ['env'],
  bigger: ['size'],
  larger: ['size'],
  resize: ['size'],
  valid: ['expire'],
  private: ['imagepullsecrets'],
  registry: ['imagepullsecrets'],
  credentials: ['secret', 'imagepullsecrets'],
  password: ['secret'],
  token: ['secret'],
  // Tasks.
  nightly: ['schedule', 'scheduledscan', 'interval'],
  daily: ['schedule', 'scheduledscan', 'interval'],
  weekly: ['schedule', 'scheduledscan', 'interval'],
  periodic: ['schedule', 'scheduledscan', 'interval'],
  recurring: ['schedule', 'scheduledscan', 'interval'],
  repeat: ['scheduledscan', 'interval'],
  cron: ['schedule', 'scheduledscan'],
  notify: ['notification'],
  alert: ['notification'],
  alerts: ['notification'],
  chat: ['slack', 'notification'],
  remove: ['uninstall', 'delete'],
  permissions: ['serviceaccount', 'role', 'rbac'],
  forbidden: ['serviceaccount', 'role', 'rbac'],
  certificate: ['ca', 'tls'],
  certificates: ['ca', 'tls'],
  ssl: ['tls'],
  login: ['authentication'],
  authenticated: ['authentication'],
  followup: ['cascading'],
  chain: ['cascading'],
  filter: ['selector', 'rules'],
  only: ['selector'],
  storage: ['bucket', 's3', 'minio'],
  bucket: ['s3', 'minio'],
};

/**
 * Words that say the reader builds or tests secureCodeBox itself. Without one of them, a query is
 * an operator's, and the contributor guides weigh a little less than the pages that answer it.
 */
export const CONTRIBUTOR_WORDS: readonly string[] = [
  'contribute', 'contributing', 'contributor', 'develop', 'developer', 'development', 'test', 'tests', 'testing',
  'snapshot', 'snapshots', 'jest', 'envtest', 'makefile', 'taskfile', 'dockerfile', 'helm-docs', 'readme',
  'write', 'writing', 'build', 'building', 'backport', 'conventions', 'integrate', 'integrating',
];
