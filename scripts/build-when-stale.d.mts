export const root: string;
export const serverEntry: string;
export function buildWhenStale(): void;
