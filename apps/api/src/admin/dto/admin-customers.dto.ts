import { ApiProperty } from '@nestjs/swagger';
import type { StaffNoteBody } from '@app/contracts';
import { IsString, MaxLength } from 'class-validator';
import { Required, Trim } from '../../accounts/dto/account-validators';

/** POST /api/admin/orders/{orderNumber}/notes and /api/admin/customers/{id}/notes. */
export class StaffNoteDto implements StaffNoteBody {
  @ApiProperty({ maxLength: 2000 })
  @IsString({ message: 'body must be a string' })
  @Trim()
  @Required('body is required')
  @MaxLength(2000, { message: 'body must be at most 2000 characters' })
  body: string;
}
