// Types for the TypeScript callers of system.mjs.
export function findPostgresBin(): string | null;
