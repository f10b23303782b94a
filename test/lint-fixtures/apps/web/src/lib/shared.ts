export const shared = (text: string): string => text.trim();
