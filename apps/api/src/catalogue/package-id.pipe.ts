import { BadRequestException, PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * The {id} of the package routes: a positive whole number, else a 400 naming the field. A plain
 * check rather than a class-validator DTO: these are the hottest routes of the api. (The global
 * ValidationPipe may already have turned the text into a number.)
 */
export class PackageIdPipe implements PipeTransform<string | number, number> {
  transform(value: string | number): number {
    const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(Number.isInteger(id) && id >= 1 && id <= MAX_ID)) {
      throw new BadRequestException({
        message: 'id must be a positive whole number',
        code: 'BAD_REQUEST',
        details: { field: 'id' },
      });
    }
    return id;
  }
}
