import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ContactReply, ContactRequest } from '@app/contracts';

/**
 * The contact form as sent. Only types and hard size caps are checked here; the spec's rules
 * (required after trimming → "Please fill in all required fields", the email's shape) are the
 * service's, so every client gets the same messages.
 */
export class ContactRequestDto implements Partial<ContactRequest> {
  @ApiProperty({ example: 'Sokha Chan' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  customerName?: string;

  @ApiProperty({ example: 'sokha@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  customerEmail?: string;

  @ApiPropertyOptional({ example: '+855 12 345 678' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  customerPhone?: string;

  @ApiProperty({ example: 'My eSIM does not connect' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  subject?: string;

  @ApiProperty({ example: 'I installed the eSIM for Thailand but have no data. Order DE-…' })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  message?: string;

  @ApiPropertyOptional({ enum: ['en', 'km'], description: 'language of the receipt email and the reply' })
  @IsOptional()
  @IsIn(['en', 'km'])
  language?: 'en' | 'km';
}

export class ContactReplyDto implements ContactReply {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ example: 'Thank you for your message! We will get back to you within 24 hours.' })
  message: string;
}
