import type { FastifyReply } from 'fastify';

/**
 * The milliseconds a request has left to be answered in: the service's time (UPSTREAM_TIMEOUT_MS) counted from the
 * request's own arrival, so that waiting for another request's answer, or for its API key to be checked, is paid out of
 * it rather than added to it.
 */
export const timeLeft = (reply: Pick<FastifyReply, 'elapsedTime'>, timeoutMs: number): number => Math.floor(timeoutMs - reply.elapsedTime);
