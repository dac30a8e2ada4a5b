import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';
import {API_MESSAGES} from '../../src/progress/messages';
import type {LessonManifest, ManifestLesson} from '../../src/progress/manifest';
import {programmeProgress, summarize} from '../../src/progress/summary';
import {readerOf} from '../plugins/session';
import {isSameOrigin} from '../plugins/sessionRoutes';
import type {ProgressBackend} from './backend';

type Options = {readonly backend: ProgressBackend; readonly manifest: LessonManifest};

/** No progress body comes near this: a mark is about 150 bytes. */
const BODY_LIMIT = 1024;
const RETRY_AFTER_S = 5;

const lessonIdSchema = {type: 'string', minLength: 1, maxLength: 300} as const;
const bodyOf = (properties: Record<string, unknown>) =>
  ({type: 'object', required: Object.keys(properties), additionalProperties: false, properties}) as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified learner's uid, set by the progress routes' guard. */
    learner: string;
  }
}

/** Thrown for a request whose lesson is not in this build's manifest. */
class UnknownLesson extends Error {
  readonly statusCode = 404;
}

/**
 * The progress API under /api/progress. Every route needs a valid session
 * and takes the learner's uid from it alone; writes come only from this
 * site's own pages (the session routes' check). Answers are private and
 * never stored by a cache. A database that cannot answer gives 503 with a
 * message, never a failed page: lessons are served without it.
 */
export default fp<Options>(
  async (app, {backend, manifest}) => {
    const lessons = new Map(manifest.lessons.map((lesson) => [lesson.id, lesson]));
    const lessonOf = (id: string): ManifestLesson => {
      const lesson = lessons.get(id);
      if (!lesson) throw new UnknownLesson(`Unknown lesson id "${id}": no lesson of this site has it.`);
      return lesson;
    };

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'private, no-store');
      // A read needs no Origin (browsers send none on same-origin GETs), but never comes from another site.
      const fetchSite = request.headers['sec-fetch-site'];
      const allowed =
        request.method === 'GET' ? fetchSite === undefined || fetchSite === 'same-origin' : isSameOrigin(request);
      if (!allowed)
        return reply.code(403).send({code: 'progress/cross-origin-request', message: API_MESSAGES.crossOrigin});
      const verdict = await request.sessionVerdict('recent');
      if (verdict?.kind === 'unavailable') {
        return reply
          .code(503)
          .header('retry-after', String(Math.max(1, app.sessionGuard.retryAfterS())))
          .send({code: 'auth/network-request-failed'});
      }
      const session = readerOf(verdict);
      if (!session) return reply.code(401).send({code: 'progress/no-session', message: API_MESSAGES.noSession});
      request.learner = session.uid;
      return undefined;
    };

    const summaryOf = async (uid: string) => summarize(manifest, await backend.store.lessons(uid));

    await app.register(async (api) => {
      api.decorateRequest('learner', '');
      api.addHook('onRequest', guard);
      api.addHook('preHandler', async () => backend.ready());
      api.setErrorHandler((error: Error & {statusCode?: number; code?: string}, request, reply) => {
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
          return reply
            .code(error.statusCode)
            .send({code: error.code ?? 'progress/bad-request', message: error.message});
        }
        // The database (or the migrations) could not answer: log the cause, tell the page to come back.
        request.log.warn({code: error.code, reason: error.message}, 'progress store unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .send({code: 'progress/unavailable', message: API_MESSAGES.databaseDown});
      });

      api.get('/api/progress', async (request) => summaryOf(request.learner));

      api.get('/api/progress/programmes', async (request) => ({
        programmes: programmeProgress(manifest, await backend.store.lessons(request.learner)),
      }));

      api.post<{Body: {eventId: string; lessonId: string; done: boolean; at: string}}>(
        '/api/progress/marks',
        {
          bodyLimit: BODY_LIMIT,
          schema: {
            body: bodyOf({
              eventId: {type: 'string', format: 'uuid'},
              lessonId: lessonIdSchema,
              done: {type: 'boolean'},
              at: {type: 'string', format: 'date-time'},
            }),
          },
        },
        async (request) => {
          const {eventId, lessonId, done, at} = request.body;
          lessonOf(lessonId);
          // The click's own time orders marks; a clock ahead of the server's cannot make a mark win forever.
          const clicked = new Date(Math.min(Date.parse(at), Date.now()));
          const {fresh} = await backend.store.mark(request.learner, {
            eventId: eventId.toLowerCase(),
            lessonId,
            done,
            at: clicked,
          });
          return {fresh, summary: await summaryOf(request.learner)};
        },
      );

      api.post<{Body: {lessonId: string}}>(
        '/api/progress/visits',
        {bodyLimit: BODY_LIMIT, schema: {body: bodyOf({lessonId: lessonIdSchema})}},
        async (request) => {
          lessonOf(request.body.lessonId);
          await backend.store.visit(request.learner, request.body.lessonId, new Date());
          return summaryOf(request.learner);
        },
      );

      api.post<{Body: {lessonId: string; exercise: number}}>(
        '/api/progress/exercises',
        {
          bodyLimit: BODY_LIMIT,
          schema: {body: bodyOf({lessonId: lessonIdSchema, exercise: {type: 'integer', minimum: 1, maximum: 1000}})},
        },
        async (request, reply) => {
          const {lessonId, exercise} = request.body;
          const lesson = lessonOf(lessonId);
          if (exercise > lesson.exercises) {
            return reply.code(400).send({
              code: 'progress/unknown-exercise',
              message: `Lesson "${lessonId}" has ${lesson.exercises} exercise${lesson.exercises === 1 ? '' : 's'}; there is no exercise ${exercise}.`,
            });
          }
          await backend.store.solve(request.learner, lessonId, exercise);
          return summaryOf(request.learner);
        },
      );

      api.get('/api/progress/export', async (request, reply) => {
        const data = await backend.store.exportAll(request.learner);
        const where = (id: string) => ({path: lessons.get(id)?.path ?? null, title: lessons.get(id)?.title ?? null});
        reply.header('content-disposition', 'attachment; filename="my-learning.json"');
        return {
          exportedAt: new Date().toISOString(),
          lessons: data.lessons.map((row) => ({...row, ...where(row.lessonId)})),
          events: data.events,
          exercises: data.exercises,
        };
      });

      api.delete('/api/progress', async (request) => ({deleted: await backend.store.deleteAll(request.learner)}));
    });
  },
  {name: 'progress', dependencies: ['session']},
);
