/** POST /api/contact (the spec's body; `language` picks the receipt's language). */
export interface ContactRequest {
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  subject: string;
  message: string;
  language?: 'en' | 'km';
}

export interface ContactReply {
  success: boolean;
  message: string;
}

/** POST /api/pdf/generate-esim-guide: the PDF as base64, or "build it in the browser". */
export interface GenerateEsimGuideReply {
  success: boolean;
  pdfData: string | null;
  fileName: string | null;
  useClientGeneration: boolean;
  error: string | null;
}

/** POST /api/email/send-esim-instructions. `fallback`: queued, but the mail server is failing now. */
export interface SendEsimInstructionsReply {
  success: boolean;
  fallback: boolean;
  recipient: string;
  message: string;
}
