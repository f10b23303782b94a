import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';

const PROVIDER_MESSAGE = `provider must be one of ${PAYMENT_PROVIDERS.join(', ')}`;
const ACTIONS = ['switch_mode', 'update_credentials'] as const;

export class ProviderDto {
  @ApiProperty({ enum: PAYMENT_PROVIDERS })
  @IsIn(PAYMENT_PROVIDERS, { message: PROVIDER_MESSAGE })
  provider: PaymentProvider;
}

export class ProviderSettingsBody {
  @ApiPropertyOptional({ description: "switch_mode: the new mode (e.g. 'sandbox', 'production')" })
  @IsOptional()
  @IsString({ message: 'settings.mode must be a string' })
  mode?: string;

  @ApiPropertyOptional({ description: 'update_credentials: the fields to set (others are kept)' })
  @IsOptional()
  @IsObject({ message: 'settings.credentials must be an object' })
  credentials?: Record<string, unknown>;
}

/** POST /api/admin/payment-settings (the spec's shape). */
export class PaymentSettingsChangeDto extends ProviderDto {
  @ApiProperty({ enum: ACTIONS })
  @IsIn(ACTIONS, { message: `action must be one of ${ACTIONS.join(', ')}` })
  action: (typeof ACTIONS)[number];

  @ApiProperty({ type: ProviderSettingsBody })
  @IsObject({ message: 'settings must be an object' })
  @ValidateNested()
  @Type(() => ProviderSettingsBody)
  settings: ProviderSettingsBody;
}

/** POST /api/admin/payment-settings/credentials (the spec's shape). */
export class ProviderCredentialsDto extends ProviderDto {
  @ApiProperty({ description: 'The fields to set (others are kept)' })
  @IsObject({ message: 'credentials must be an object' })
  credentials: Record<string, unknown>;
}
