import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENT = 'idempotency:accepted';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a write whose answer holds a secret shown once (a new token): that answer is never kept. */
export const ANSWER_HOLDS_SECRET = 'idempotency:answer-holds-secret';

/**
 * A write whose answer holds a secret shown once: under an Idempotency-Key the write is still done once, but its answer
 * is not kept, so the secret is stored nowhere in clear; the same key again answers 409 saying so.
 */
export const AnswerHoldsSecret = () => SetMetadata(ANSWER_HOLDS_SECRET, true);

/** What a key of such a write answers when sent again. */
export const SECRET_NOT_KEPT = {
  statusCode: 409,
  error: 'Conflict',
  message: 'This write was done under this Idempotency-Key, and its answer held a secret shown once, which is not kept: revoke what it made and make it again.',
};

/**
 * A write that takes an Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): the same key with the same
 * request within 24 hours answers the first answer without writing again. Its 409 and 422 answers are added to
 * the OpenAPI document with the other common errors (see openapi/document.ts).
 */
export function Idempotent() {
  return applyDecorators(
    SetMetadata(IDEMPOTENT, true),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, ' +
        'the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again.',
      schema: { type: 'string', maxLength: 257, example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"' },
    }),
  );
}
