export const summary = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
