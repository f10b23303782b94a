import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_REPLY_MAX_LENGTH } from '@app/contracts';
import { MaxLength } from 'class-validator';
import { Required, Trim } from '../../accounts/dto/account-validators';

/** POST /api/admin/contact-messages/{id}/replies: an agent's answer. */
export class AdminContactReplyDto {
  @ApiProperty({ maxLength: CONTACT_REPLY_MAX_LENGTH })
  @Trim()
  @Required('message is required')
  @MaxLength(CONTACT_REPLY_MAX_LENGTH, {
    message: `message must be at most ${CONTACT_REPLY_MAX_LENGTH} characters`,
  })
  message: string;
}
