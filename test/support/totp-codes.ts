import { generate } from 'otplib';

const STEP_SECONDS = 30;
/** The server accepts the code of the step after the current one too (clock drift). */
const STEPS_AHEAD = 1;

/**
 * TOTP codes for the tests' admins that the server has not seen yet: it takes each code once
 * (RFC 6238 §5.2, libs/accounts/admin-mfa.ts), so a second sign-in within the same 30 s answers
 * the next step's code, and a third waits for the clock. Steps used are remembered per secret in
 * this process; `usedStep` records one used elsewhere (the e2e global setup's enrolment).
 */
export class TotpCodes {
  private readonly lastStep = new Map<string, number>();

  usedStep(secret: string, step: number): void {
    this.lastStep.set(secret, Math.max(step, this.lastStep.get(secret) ?? -1));
  }

  /** Whether `next` would answer at once, without waiting for the clock. */
  dueNow(secret: string): boolean {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    return (this.lastStep.get(secret) ?? -1) + 1 <= now + STEPS_AHEAD;
  }

  async next(secret: string): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
      const step = Math.max(now, (this.lastStep.get(secret) ?? -1) + 1);
      if (step <= now + STEPS_AHEAD) {
        this.lastStep.set(secret, step);
        return generate({ secret, epoch: step * STEP_SECONDS });
      }
      const nextStepAt = (now + 1) * STEP_SECONDS * 1000;
      await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
    }
  }
}
