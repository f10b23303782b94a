import { SetMetadata } from '@nestjs/common';
import { EventName } from './events';

export const ON_EVENT = Symbol('on-event');

/**
 * Marks a listener method. Listeners stay cheap: they queue jobs (with a job id derived from the
 * event, so a redelivered event is harmless) or publish realtime hints, nothing slow.
 */
export const OnEvent = (name: EventName): MethodDecorator => SetMetadata(ON_EVENT, name);
