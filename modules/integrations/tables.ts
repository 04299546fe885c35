// The integrations module owns no table yet.
export const TABLES = [] as const;
