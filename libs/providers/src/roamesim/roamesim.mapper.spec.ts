import {
  mapEnvelope,
  mapEsimOrder,
  mapOrder,
  mapOrderRow,
  mapPackageList,
  mapSkuGroups,
  mapStock,
} from './roamesim.mapper';

describe('RoameSIM mapper (lenient parsing)', () => {
  it('normalises code whether string or number', () => {
    expect(mapEnvelope({ code: '0', message: 'ok', data: 1 })?.code).toBe('0');
    expect(mapEnvelope({ code: 0, message: 'ok', data: 1 })?.code).toBe('0');
    expect(mapEnvelope({ code: -30, message: 'sign wrong', data: 'sign wrong' })?.code).toBe('-30');
    expect(mapEnvelope({ Code: 1, message: '!Successful', Data: { token: 't' } })).toEqual({
      code: '1',
      message: '!Successful',
      data: { token: 't' },
    });
    expect(mapEnvelope({ message: 'no code' })).toBeNull();
    expect(mapEnvelope('<html>')).toBeNull();
  });

  it('reads the package list under esimPackageDtoList or esimpackageDto', () => {
    const pkg = {
      flows: '3',
      unit: 'GB',
      days: 15,
      price: '2.66',
      priceid: 441,
      apiCode: '40-0-15-3-G',
      supportDaypass: 0,
    };
    const a = mapPackageList({ skuid: 40, displayEn: 'Thailand', esimPackageDtoList: [pkg] });
    const b = mapPackageList({ skuId: '40', display: 'Thailand', esimpackageDto: [pkg] });
    expect(a.packages).toHaveLength(1);
    expect(b.packages).toEqual(a.packages);
    expect(b.skuId).toBe(40);
    expect(a.packages[0]).toMatchObject({
      priceId: 441,
      flows: 3,
      dataMb: 3072,
      priceUsd: 2.66,
      dayPass: false,
    });
  });

  it('maps a day pass', () => {
    const list = mapPackageList({
      esimPackageDtoList: [
        {
          flows: 500,
          unit: 'MB',
          days: 1,
          apiCode: '99915-0-?-500-M-D',
          supportDaypass: '1',
          minDay: 1,
          maxDay: 30,
        },
      ],
    });
    expect(list.packages[0]).toMatchObject({ dayPass: true, minDay: 1, maxDay: 30, dataMb: 500 });
  });

  it('reads an order object with starDate, qrString and a missing code', () => {
    const order = mapOrder({
      orderNum: 'EP20240124000013',
      price: '9.89',
      renew: '1',
      mainOrderNum: 'EP1',
      starDate: '2024-01-24',
      outerOrderid: 'our-1',
      cardApiDtoList: [
        {
          iccid: '8985200000000000011',
          sm_dp_address: 'smdp.example',
          activationCode: 'ABC',
          qrString: 'LPA:1$smdp.example$ABC',
        },
        {
          iccid: '8985200000000000029',
          sm_dp_address: 'smdp.example',
          activationCode: 'DEF',
          usedMB: '12.5',
        },
      ],
    });
    expect(order).toMatchObject({
      complete: true,
      priceUsd: 9.89,
      renew: true,
      startDate: '2024-01-24',
      outerOrderId: 'our-1',
    });
    expect(order.cards[0]?.lpa).toBe('LPA:1$smdp.example$ABC');
    expect(order.cards[1]?.lpa).toBe('LPA:1$smdp.example$DEF');
    expect(order.cards[1]?.usedMb).toBe(12.5);
  });

  it('reads a bare order number (backInfo 0)', () => {
    expect(mapOrder('EP20221104000005')).toMatchObject({
      orderNum: 'EP20221104000005',
      complete: false,
      cards: [],
    });
  });

  it('reads queryOrder and queryEsimOrder rows with their different outer id spellings', () => {
    expect(mapOrderRow({ orderid: 'EP1', outerOrderid: 'o', outerItemId: 'i', totle: '3.00' })).toMatchObject(
      {
        orderNum: 'EP1',
        outerOrderId: 'o',
        outerItemId: 'i',
        totalUsd: 3,
      },
    );
    const row = mapEsimOrder({
      orderNum: 'EP2',
      outer_orderid: 'o',
      packageList: [{ flows: 1, unit: 'GB', usedMb: '100.5' }],
    });
    expect(row.outerOrderId).toBe('o');
    expect(row.packages[0]).toMatchObject({ dataMb: 1024, usedMb: 100.5 });
  });

  it('reads sku groups and stock answers', () => {
    const groups = mapSkuGroups({
      continent: ['Asia'],
      data: { Asia: [{ skuid: 1, display: 'Cambodia', countryCode: 116, continentCode: '1' }] },
    });
    expect(groups.groups.Asia?.[0]).toMatchObject({
      skuId: 1,
      name: 'Cambodia',
      countryCode: '116',
      continentCode: 1,
    });
    expect([mapStock(1), mapStock('1'), mapStock(0), mapStock('0')]).toEqual([true, true, false, false]);
  });
});
