import { useTranslation } from 'react-i18next';

interface Named {
  destination: string;
  destinationKm?: string | null;
}

/** A destination's name in the page's language: Khmer when known, else the English one. */
export const destinationName = (item: Named, language: string): string =>
  language === 'km' && item.destinationKm ? item.destinationKm : item.destination;

/** A country's name in the page's language (CountryInfo: name and nameKm). */
export const countryName = (country: { name: string; nameKm?: string | null }, language: string): string =>
  language === 'km' && country.nameKm ? country.nameKm : country.name;

export function useDestinationName(): (item: Named) => string {
  const { i18n } = useTranslation();
  return (item) => destinationName(item, i18n.language);
}
