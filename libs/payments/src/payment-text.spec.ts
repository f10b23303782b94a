import { maskName } from './payment-status';
import { payerNames } from './payway-gateway';
import { formHtml } from './payment-forms';

describe('maskName', () => {
  it('keeps the shape of a name, not the name', () => {
    expect(maskName('Sok Dara')).toBe('S*** D***');
    expect(maskName('  សុខ  ដារា ')).toBe('ស*** ដ***');
    expect(maskName('')).toBe('');
  });
});

describe('payerNames', () => {
  it('splits a full name into the letters-only first and last names PayWay accepts', () => {
    expect(payerNames('Sok Dara')).toEqual({ firstName: 'Sok', lastName: 'Dara' });
    expect(payerNames('Jean-Luc O’Neil 3rd')).toEqual({ firstName: 'Jean-Luc', lastName: 'O Neil rd' });
    expect(payerNames('Madonna')).toEqual({ firstName: 'Madonna' });
    expect(payerNames('1234')).toEqual({});
    expect(payerNames('Bartholomew Maximilianus Longname').lastName!.length).toBeLessThanOrEqual(20);
  });
});

describe('formHtml', () => {
  it('is the aba_merchant_request form with every signed field, escaped', () => {
    const html = formHtml({
      action: 'https://pay.example/purchase',
      method: 'POST',
      fields: { tran_id: 'T1', items: 'a"b<c' },
    });
    expect(html).toBe(
      '<form id="aba_merchant_request" method="POST" target="aba_webservice" action="https://pay.example/purchase">' +
        '<input type="hidden" name="tran_id" value="T1"><input type="hidden" name="items" value="a&#34;b&#60;c"></form>',
    );
  });
});
