import { DEVICE_NAMES_KM, deviceName } from '@app/i18n';
import { DEVICE_COMPATIBILITY } from './device-compatibility';

describe('compatible phones', () => {
  it('every phone listed has its Khmer name', () => {
    for (const device of DEVICE_COMPATIBILITY.devices) {
      expect(DEVICE_NAMES_KM[device]).toBeDefined();
      expect(deviceName(device, 'en')).toBe(device);
    }
    expect(deviceName('iPhone SE (2nd and 3rd generation)', 'km')).toBe('iPhone SE (ជំនាន់ទី 2 និងទី 3)');
  });
});
