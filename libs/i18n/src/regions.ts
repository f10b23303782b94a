/**
 * Khmer names of the regions the catalogue sells (RoameSIM names them in English only). Country
 * names come from the ISO lists (libs/catalogue countries.ts); regions from this table. A region
 * not listed is put together from the words below ('Europe Plus' → 'អឺរ៉ុប Plus'), and stays in
 * English when none is known: add it here.
 */
export const REGION_NAMES_KM: Readonly<Record<string, string>> = {
  Asia: 'អាស៊ី',
  'Southeast Asia': 'អាស៊ីអាគ្នេយ៍',
  'East Asia': 'អាស៊ីបូព៌ា',
  'South Asia': 'អាស៊ីខាងត្បូង',
  'Central Asia': 'អាស៊ីកណ្តាល',
  'West Asia': 'អាស៊ីខាងលិច',
  'Asia Pacific': 'អាស៊ីប៉ាស៊ីហ្វិក',
  Europe: 'អឺរ៉ុប',
  'Europe Plus': 'អឺរ៉ុបបន្ថែម',
  'Eastern Europe': 'អឺរ៉ុបខាងកើត',
  'Nordic Europe': 'អឺរ៉ុបខាងជើង',
  Balkans: 'តំបន់បាល់កង់',
  Global: 'សកល',
  'Global Lite': 'សកល (កញ្ចប់ស្រាល)',
  'Australia & NZ': 'អូស្ត្រាលី និងនូវែលសេឡង់',
  'USA & Mexico': 'សហរដ្ឋអាមេរិក និងម៉ិកស៊ិក',
  'USA & Canada': 'សហរដ្ឋអាមេរិក និងកាណាដា',
  'Greater China': 'តំបន់ចិនធំ',
  'Middle East': 'មជ្ឈិមបូព៌ា',
  'Middle East & North Africa': 'មជ្ឈិមបូព៌ា និងអាហ្វ្រិកខាងជើង',
  'Middle East Gulf': 'ឈូងសមុទ្រមជ្ឈិមបូព៌ា',
  'Latin America': 'អាមេរិកឡាទីន',
  'Caribbean & Central America': 'ការ៉ាប៊ីន និងអាមេរិកកណ្តាល',
  Africa: 'អាហ្វ្រិក',
  // RoameSIM's continents (the catalogue's continent column)
  Americas: 'អាមេរិក',
  Oceania: 'អូសេអានី',
};

const REGION_WORDS_KM: Readonly<Record<string, string>> = {
  asia: 'អាស៊ី',
  europe: 'អឺរ៉ុប',
  africa: 'អាហ្វ្រិក',
  global: 'សកល',
  america: 'អាមេរិក',
  pacific: 'ប៉ាស៊ីហ្វិក',
  '&': 'និង',
  and: 'និង',
};

/** The Khmer name of a region ('' when nothing of it is known, so callers fall back to English). */
export function regionNameKm(name: string): string {
  const trimmed = (name ?? '').trim();
  const listed = REGION_NAMES_KM[trimmed];
  if (listed) return listed;
  const words = trimmed.split(/\s+/).filter(Boolean);
  const known = words.filter((word) => REGION_WORDS_KM[word.toLowerCase()]).length;
  if (known === 0) return '';
  return words.map((word) => REGION_WORDS_KM[word.toLowerCase()] ?? word).join(' ');
}
