import { NotFoundException } from '@nestjs/common';
import type { AppConfig, AppLogger } from '@app/core';
import { esimReadyFixture } from '../testing-fixtures';
import { inspectPdf } from '../pdf/pdf-inspect';
import type { EsimGuideOrder, EsimGuideSource } from './esim-guide-source';
import { EsimGuideService, PDF_FAILED_MESSAGE } from './esim-guide.service';

const order = (overrides: Partial<EsimGuideOrder> = {}): EsimGuideOrder => ({
  ...esimReadyFixture(),
  orderId: 'order-1',
  ownerId: 'user-1',
  accessToken: 'guest-token-1',
  customerEmail: 'sokha@example.com',
  language: 'en',
  ...overrides,
});

function service(found: EsimGuideOrder | null) {
  const source: EsimGuideSource = { findByOrderNumber: jest.fn(async () => found) };
  const config = { mail: { supportEmail: 'support@shop.test' } } as AppConfig;
  const logger = { error: jest.fn() } as unknown as AppLogger;
  return { guide: new EsimGuideService(source, config, logger), logger };
}

describe('EsimGuideService', () => {
  it('opens a guest order to the holder of its order link, and to nobody else', async () => {
    const guest = order({ ownerId: '' });
    const reply = await service(guest).guide.generate('DE-1', { userId: null, token: 'guest-token-1' }, 'en');
    expect(reply.success).toBe(true);
    for (const requester of [
      { userId: null, token: 'guest-token-2' },
      { userId: null, token: null },
      { userId: '', token: '' },
    ]) {
      await expect(service(guest).guide.generate('DE-1', requester, 'en')).rejects.toBeInstanceOf(
        NotFoundException,
      );
    }
  });

  it('returns the PDF of the caller’s own order, built from the server’s data', async () => {
    const reply = await service(order()).guide.generate('DE-20261122-7Q4K', { userId: 'user-1' }, 'km');
    expect(reply).toMatchObject({ success: true, useClientGeneration: false, error: null });
    expect(reply.fileName).toBe('esim-guide-DE-20261122-7Q4K.pdf');
    const pdf = Buffer.from(reply.pdfData as string, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(inspectPdf(pdf).text).toContain('8985200012345678901');
  });

  it('answers 404 for an order of someone else, a missing one, or one without eSIMs', async () => {
    await expect(service(order()).guide.generate('DE-1', { userId: 'user-2' }, 'en')).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(service(null).guide.generate('DE-1', { userId: 'user-1' }, 'en')).rejects.toBeInstanceOf(
      NotFoundException,
    );
    await expect(
      service(order({ esims: [] })).guide.generate('DE-1', { userId: 'user-1' }, 'en'),
    ).rejects.toBeInstanceOf(NotFoundException);
  });

  it('asks the browser to build the PDF when rendering fails', async () => {
    const broken = order();
    broken.esims = [{ ...broken.esims[0], lpa: undefined as unknown as string }];
    const { guide, logger } = service(broken);
    const reply = await guide.generate('DE-1', { userId: 'user-1' }, 'en');
    expect(reply).toEqual({
      success: false,
      pdfData: null,
      fileName: null,
      useClientGeneration: true,
      error: PDF_FAILED_MESSAGE,
    });
    expect(logger.error).toHaveBeenCalled();
  });
});
