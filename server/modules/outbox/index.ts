import type { FastifyPluginAsync } from 'fastify';

// Placeholder until this module is built.
export const outboxPlugin: FastifyPluginAsync = async () => {};
