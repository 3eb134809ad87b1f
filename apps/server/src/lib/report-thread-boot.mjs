// The report thread's entry (report-threads.ts): the server runs TypeScript through tsx, whose
// loader a worker thread does not inherit, so the thread registers it before loading its code.
import { register } from 'tsx/esm/api';

register();
await import('./report-thread.ts');
