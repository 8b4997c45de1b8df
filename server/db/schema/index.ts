/** Every table, for Drizzle's relational queries and drizzle-kit. */
export * from './auth';
export * from './system';
export * from './question-bank';
export * from './review';
export * from './test-papers';
export * from './staff';
export * from './consulting';
export * from './consulting-student';
export * from './digitise';
export * from './store';
