/** A file sent with the message: inline (shown in the HTML by `cid:`) or attached. */
export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for inline images: the HTML refers to it as `cid:<cid>`. */
  cid?: string;
}

/** A message ready for the mailer: both bodies in the recipient's language. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  /** Where a reply goes (support for customers; the customer for support). */
  replyTo?: string;
}
