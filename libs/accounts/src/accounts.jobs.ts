import { Injectable } from '@nestjs/common';
import { JobStatus, OnJob } from '@app/core';
import { SessionService } from './session.service';
import { SignInThrottle } from './sign-in-throttle';

@Injectable()
export class AccountsJobs {
  constructor(
    private readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Hourly: expired sessions and throttle windows that ended long ago. */
  @OnJob('accounts.prune-sessions')
  async prune(): Promise<JobStatus> {
    const removed = (await this.sessions.pruneExpired()) + (await this.throttle.prune());
    return removed > 0 ? 'done' : 'skipped';
  }
}
