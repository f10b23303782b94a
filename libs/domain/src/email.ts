/** The shop's one email shape check (forms check it before sending; the api validates again). */
export const isPlausibleEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
