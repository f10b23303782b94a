import { countryByName, countryNameKm } from '@app/catalogue';
import { regionNameKm } from '@app/i18n';

/**
 * An eSIM's destination in Khmer, for its screens and its emails: a country's name from the ISO
 * lists by its code, a region's from libs/i18n's table; '' when unknown (callers fall back to English).
 */
export function esimDestinationKm(esim: { countryCode: string | null; destination: string }): string {
  return esim.countryCode ? countryNameKm(esim.countryCode) : regionNameKm(esim.destination);
}

/** A destination's Khmer name from its English name alone (an order line keeps no country code). */
export function destinationKmByName(destination: string): string {
  return countryByName(destination)?.nameKm || regionNameKm(destination);
}
