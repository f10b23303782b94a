/** GET /api/packages/{id}/device-compatibility (shared with the checkout's eSIM-ready check). */
export { deviceCompatibilityQuery, useDeviceCompatibility } from '../../../lib/device-compatibility';
