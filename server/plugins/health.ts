import fp from 'fastify-plugin';

/**
 * `/healthz`: liveness, whether the process serves at all (it never asks
 * anyone else). `/readyz`: readiness, whether the identity service answers,
 * so that an operator sees an outage that public pages do not show.
 */
export default fp(
  async (app) => {
    app.get('/healthz', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {status: 'ok'};
    });
    app.get('/readyz', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const identity = (await app.sessionGuard.ready()) ? 'ok' : 'unavailable';
      return reply.code(identity === 'ok' ? 200 : 503).send({status: identity === 'ok' ? 'ready' : 'not ready', identity});
    });
  },
  {name: 'health', dependencies: ['session']},
);
