import { HttpException, HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import { isProviderError, type RoamesimClient } from '@app/providers';

/**
 * A package entered by hand goes on sale only under an API code RoameSIM can provision now: asked
 * with verifyResourceByApiCode (one eSIM). A code RoameSIM does not know, or has no stock for, is
 * a 422 naming it; when RoameSIM cannot be asked (down, timed out), a 503: nothing is created
 * that nobody could check.
 */
export async function checkProvisionable(roamesim: RoamesimClient, apiCode: string): Promise<void> {
  let inStock: boolean;
  try {
    inStock = await roamesim.verifyResourceByApiCode({ apiCode, count: 1 });
  } catch (error) {
    if (isProviderError(error) && !error.retryable && !error.outcomeUnknown)
      throw new UnprocessableEntityException({
        code: 'API_CODE_NOT_PROVISIONABLE',
        message: `apiCode: RoameSIM cannot provision ${apiCode} (${error.code})`,
      });
    throw new HttpException(
      {
        code: 'PROVIDER_UNAVAILABLE',
        message: `apiCode: RoameSIM could not be asked whether it can provision ${apiCode}; try again`,
      },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
  if (!inStock)
    throw new UnprocessableEntityException({
      code: 'API_CODE_NO_STOCK',
      message: `apiCode: RoameSIM has no stock for ${apiCode}`,
    });
}
