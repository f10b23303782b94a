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

/** The {slug} of /api/destinations/{slug}: a-z, 0-9 and '-', at most 100 characters, else a 400 naming it. */
export class DestinationSlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (/^[a-z0-9-]{1,100}$/.test(value)) return value;
    throw new BadRequestException({
      message: "slug must be lowercase letters, digits and '-' (at most 100)",
      code: 'BAD_REQUEST',
      details: { field: 'slug' },
    });
  }
}
