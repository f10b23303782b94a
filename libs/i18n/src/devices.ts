/**
 * The compatible phones' names in Khmer (libs/catalogue device-compatibility.ts lists them in
 * English). Brand and model names stay as the makers write them; the words around them are ours.
 * A name not listed is shown as it is.
 */
export const DEVICE_NAMES_KM: Readonly<Record<string, string>> = {
  'iPhone XS, XS Max, XR': 'iPhone XS, XS Max, XR',
  'iPhone 11 – iPhone 16 series': 'iPhone 11 – iPhone 16 គ្រប់ម៉ូដែល',
  'iPhone SE (2nd and 3rd generation)': 'iPhone SE (ជំនាន់ទី 2 និងទី 3)',
  'Samsung Galaxy S20 – S24 series': 'Samsung Galaxy S20 – S24 គ្រប់ម៉ូដែល',
  'Samsung Galaxy Z Fold and Z Flip series': 'Samsung Galaxy Z Fold និង Z Flip គ្រប់ម៉ូដែល',
  'Samsung Galaxy Note 20 series': 'Samsung Galaxy Note 20 គ្រប់ម៉ូដែល',
  'Google Pixel 3 – Pixel 9 series': 'Google Pixel 3 – Pixel 9 គ្រប់ម៉ូដែល',
  'iPad Pro, iPad Air, iPad mini and iPad (Wi-Fi + Cellular, 2018 and newer)':
    'iPad Pro, iPad Air, iPad mini និង iPad (Wi-Fi + Cellular ឆ្នាំ 2018 និងថ្មីជាងនេះ)',
  'Motorola Razr (2019 and newer), Edge 40': 'Motorola Razr (ឆ្នាំ 2019 និងថ្មីជាងនេះ), Edge 40',
  'OPPO Find X3 Pro, Find X5, Find X5 Pro': 'OPPO Find X3 Pro, Find X5, Find X5 Pro',
  'Xiaomi 12T Pro, Xiaomi 13, Xiaomi 13 Pro': 'Xiaomi 12T Pro, Xiaomi 13, Xiaomi 13 Pro',
  'Huawei P40, P40 Pro': 'Huawei P40, P40 Pro',
  'Sony Xperia 10 III, Xperia 1 IV, Xperia 5 IV': 'Sony Xperia 10 III, Xperia 1 IV, Xperia 5 IV',
};

/** A compatible phone's name in the language ('en': as listed). */
export const deviceName = (name: string, language: string): string =>
  language === 'km' ? (DEVICE_NAMES_KM[name] ?? name) : name;
