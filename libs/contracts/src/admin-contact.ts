/** The admin Messages tab (GET /api/admin/contact-messages…): the support inbox. */

/** An agent's answer to a contact message. */
export interface AdminContactReplyView {
  id: string;
  body: string;
  /** The agent's email, when the account still exists. */
  sentBy: string | null;
  createdAt: string;
}

/** A message from the contact form or the bot's chat, with its answers. */
export interface AdminContactMessageView {
  id: string;
  /** Where it came from: the /contact form (answered by email) or a Telegram chat (answered here). */
  source: 'form' | 'telegram';
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  subject: string;
  message: string;
  language: 'en' | 'km';
  createdAt: string;
  replies: AdminContactReplyView[];
}

/** POST /api/admin/contact-messages/{id}/replies. */
export interface AdminContactReplyInput {
  message: string;
}

/** The longest answer an agent can send (Telegram's limit, less the greeting line). */
export const CONTACT_REPLY_MAX_LENGTH = 4000;
