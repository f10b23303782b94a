/** A Bot API answer: HTTP status and the JSON body ({ok:true, result} or {ok:false, error_code, description}). */
export interface BotAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const ok = (result: unknown, description?: string): BotAnswer => ({
  status: 200,
  body: { ok: true, result, ...(description ? { description } : {}) },
});

/** The Bot API's error shape: HTTP status = error_code; parameters only where Telegram sends them. */
export function botError(
  errorCode: number,
  description: string,
  parameters?: { retry_after?: number; migrate_to_chat_id?: number },
): BotAnswer {
  return {
    status: errorCode,
    body: { ok: false, error_code: errorCode, description, ...(parameters ? { parameters } : {}) },
  };
}

export const badRequest = (what: string): BotAnswer => botError(400, `Bad Request: ${what}`);

/** Thrown by a method for a refused parameter; answered as 400 "Bad Request: …". */
export class BadRequest extends Error {
  constructor(readonly what: string) {
    super(`Bad Request: ${what}`);
    this.name = 'BadRequest';
  }
}
