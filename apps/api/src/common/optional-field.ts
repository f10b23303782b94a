import { ValidateIf } from 'class-validator';

/**
 * An optional body field: when absent its rules are skipped, but `null` is checked like any other
 * value (and refused by them), unlike class-validator's IsOptional, which lets null through to code
 * that expects a string or a number.
 */
export const OptionalField = (): PropertyDecorator =>
  ValidateIf((_object, value: unknown) => value !== undefined);
