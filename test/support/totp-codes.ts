import { generate } from 'otplib';

const STEP_SECONDS = 30;
/** The server accepts the code of the step after the current one too (clock drift). */
const STEPS_AHEAD = 1;
const currentStep = (): number => Math.floor(Date.now() / 1000 / STEP_SECONDS);

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
    return this.dueStep(secret) !== null;
  }

  async next(secret: string): Promise<string> {
    for (;;) {
      const step = this.dueStep(secret);
      if (step !== null) {
        this.lastStep.set(secret, step);
        return generate({ secret, epoch: step * STEP_SECONDS });
      }
      const nextStepAt = (currentStep() + 1) * STEP_SECONDS * 1000;
      await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
    }
  }

  /** The first step after the last one used that the server accepts now, or null (wait for the clock). */
  private dueStep(secret: string): number | null {
    const now = currentStep();
    const step = Math.max(now, (this.lastStep.get(secret) ?? -1) + 1);
    return step <= now + STEPS_AHEAD ? step : null;
  }
}
