import {
  permissionsOf,
  ROLE_PERMISSIONS,
  staffMay,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
} from './staff-permissions';

describe('staff permissions', () => {
  it('gives the owner everything and only the owner manages staff', () => {
    expect(permissionsOf('owner')).toEqual([...STAFF_PERMISSIONS]);
    expect(STAFF_ROLES.filter((role) => staffMay(role, 'staff.manage'))).toEqual(['owner']);
  });

  it('keeps support away from refunds, provider settings and exports', () => {
    for (const permission of ['orders.refund', 'settings.providers', 'data.export', 'shop.manage'] as const)
      expect(staffMay('support', permission)).toBe(false);
    expect(staffMay('support', 'orders.read')).toBe(true);
  });

  it('lets finance refund and export but not change settings or the catalogue', () => {
    expect(staffMay('finance', 'orders.refund')).toBe(true);
    expect(staffMay('finance', 'data.export')).toBe(true);
    expect(staffMay('finance', 'settings.providers')).toBe(false);
    expect(staffMay('finance', 'catalogue.edit')).toBe(false);
  });

  it('opens routes without their own permission to owners and admins only', () => {
    expect(STAFF_ROLES.filter((role) => staffMay(role, 'shop.manage'))).toEqual(['owner', 'admin']);
  });

  it('grants nothing to a non-staff account and names only known permissions', () => {
    expect(staffMay(null, 'orders.read')).toBe(false);
    expect(permissionsOf(undefined)).toEqual([]);
    for (const role of STAFF_ROLES)
      for (const permission of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(permission);
  });
});
