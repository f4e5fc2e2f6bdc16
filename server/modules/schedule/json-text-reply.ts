import type { FastifyReply } from 'fastify';

/**
 * Sends JSON already written (by the database, or by JSON.stringify for a very long answer): with its content type set, Fastify passes a string through untouched
 * instead of validating and serialising it again (fastify/lib/reply.js). Only for answers whose shape the API
 * tests check against the route's schema.
 */
export function sendJsonText(reply: Pick<FastifyReply, 'type'>, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
