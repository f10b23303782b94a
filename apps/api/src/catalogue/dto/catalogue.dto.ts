import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** The {id} of the package routes: a positive whole number. */
export class PackageIdParams {
  @ApiProperty({ example: 10101, description: 'Package id' })
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a positive whole number' })
  @Max(2_147_483_647, { message: 'id is too large' })
  id: number;
}
