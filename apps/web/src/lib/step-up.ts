/**
 * The admin's second-factor re-check of a sensitive action (@RecentMfa on the server): a call
 * answered 403 MFA_RECHECK_REQUIRED asks here for a fresh code; the prompt (the admin app's
 * StepUpDialog) resolves true once the code was verified, false if the admin gave up. Calls that
 * need it at the same time share one prompt. Without a prompt (the shop) nothing is asked.
 */
type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let asking: Promise<boolean> | null = null;

/** Installs the prompt; the returned function removes it again. */
export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** Asks the admin for a code (once for all the calls waiting); true when it was verified. */
export function askForStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt().finally(() => {
    asking = null;
  });
  return asking;
}

/** The server's code for "this action needs a code from the last 10 minutes". */
export const STEP_UP_CODE = 'MFA_RECHECK_REQUIRED';
