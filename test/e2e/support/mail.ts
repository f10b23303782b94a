/** One message in the SMTP catcher's list. */
export interface CaughtSummary {
  subject: string;
  envelope: { to: string[] };
}

/** The SMTP catcher's list (newest first), read the way a person would check their inbox. */
export async function caughtMail(): Promise<CaughtSummary[]> {
  const response = await fetch(`${process.env.E2E_SANDBOX_URL}/mail/api/messages`);
  return (await response.json()) as CaughtSummary[];
}

/** The subjects of the messages sent to `address`, oldest first. */
export async function subjectsTo(address: string): Promise<string[]> {
  return (await caughtMail())
    .filter((message) => message.envelope.to.includes(address))
    .map((message) => message.subject)
    .reverse();
}

/** One caught message whole: its bodies and its attachments (base64). */
export interface CaughtMessage extends CaughtSummary {
  id: string;
  text?: string;
  html?: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

/** The newest message to `address` whose subject contains `subject`, whole, or null. */
export async function latestMessageTo(address: string, subject: string): Promise<CaughtMessage | null> {
  const summary = (await caughtMail()).find(
    (message) => message.envelope.to.includes(address) && message.subject.includes(subject),
  ) as (CaughtSummary & { id: string }) | undefined;
  if (!summary) return null;
  const response = await fetch(`${process.env.E2E_SANDBOX_URL}/mail/api/messages/${summary.id}`);
  return (await response.json()) as CaughtMessage;
}

/** The plain text of the newest message to `address` whose subject contains `subject`, or null. */
export async function latestTextTo(address: string, subject: string): Promise<string | null> {
  return (await latestMessageTo(address, subject))?.text ?? null;
}
