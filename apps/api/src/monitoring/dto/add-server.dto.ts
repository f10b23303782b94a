import { ApiProperty } from '@nestjs/swagger';
import { SERVER_TYPES, type ServerType } from '@app/contracts';
import { IsIn, IsString, Length, Matches } from 'class-validator';

/** POST /api/monitoring/add-server (the spec's {serverName, region, type}). */
export class AddServerDto {
  @ApiProperty({
    description: 'The SERVER_NAME its processes will carry (letters, digits, ".", "_", "-"; at most 60)',
    example: 'worker-payments',
  })
  @IsString({ message: 'serverName must be a string' })
  @Length(1, 60, { message: 'serverName must be 1 to 60 characters' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: 'serverName may hold only letters, digits, ".", "_" and "-", and starts with a letter or digit',
  })
  serverName: string;

  @ApiProperty({ example: 'Southeast Asia' })
  @IsString({ message: 'region must be a string' })
  @Length(1, 60, { message: 'region must be 1 to 60 characters' })
  @Matches(/\S/, { message: 'region must not be blank' })
  region: string;

  @ApiProperty({ enum: SERVER_TYPES })
  @IsIn(SERVER_TYPES, { message: `type must be one of ${SERVER_TYPES.join(', ')}` })
  type: ServerType;
}
