import type { FastifyRequest } from 'fastify';
import type { ApiAnswer } from '../kit/fault-injector';
import { sameText } from '../payway/payway.hash';
import { getPaypalBehaviour, paypalNow } from './paypal.behaviour';
import { paypalError } from './paypal.errors';
import { isoTime, newId, PaypalSandbox } from './paypal.state';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * POST /v1/oauth2/token: Basic base64(client_id:client_secret), form grant_type=client_credentials.
 * Each call issues a new token valid for tokenTtlSec.
 */
export function handleToken(sandbox: PaypalSandbox, request: FastifyRequest): ApiAnswer {
  const { ctx, creds, store } = sandbox;
  const header = request.headers.authorization ?? '';
  const expected = `Basic ${Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64')}`;
  if (!sameText(header, expected)) {
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    };
  }
  const grant = (request.body as Record<string, unknown> | undefined)?.grant_type;
  if (grant !== 'client_credentials') {
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
    };
  }
  const ttl = getPaypalBehaviour(ctx).tokenTtlSec;
  const token = `A21AA${newId(sandbox, 90, TOKEN_ALPHABET)}`;
  const now = paypalNow(ctx);
  store.tokens.set(token, now + ttl * 1000);
  store.tokensIssued += 1;
  store.changed();
  return {
    status: 200,
    body: {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: ttl,
      nonce: `${isoTime(now)}${newId(sandbox, 20, TOKEN_ALPHABET)}`,
    },
  };
}

/** undefined when the request carries a live Bearer token, else the 401 to answer. */
export function checkBearer(sandbox: PaypalSandbox, request: FastifyRequest): ApiAnswer | undefined {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return paypalError(sandbox.ctx, 401);
  const expiry = sandbox.store.tokens.get(header.slice('Bearer '.length));
  if (expiry === undefined) {
    return {
      status: 401,
      body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
    };
  }
  if (expiry <= paypalNow(sandbox.ctx)) {
    return { status: 401, body: { error: 'invalid_token', error_description: 'Access Token expired' } };
  }
  return undefined;
}
