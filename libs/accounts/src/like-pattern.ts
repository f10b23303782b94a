/** `%term%` for LIKE/ILIKE with the term's own %, _ and \ taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits of a search term ('' when it has none), to match phone numbers however they were typed. */
export const digitsOf = (term: string): string => term.replace(/\D/g, '');
