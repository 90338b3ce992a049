import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The requests of a scope whose work is not done: from `onRequest` until their answer is handed
 * over (`onSend`, which also runs for an error, and for a request whose client has gone away:
 * its handler carries on regardless). What closes under the scope's routes (the database) waits
 * for `idle()` first, so no request is cut off mid-way by a shutdown.
 */
export function trackPendingWork(scope: FastifyInstance) {
  const pending = new Set<FastifyRequest>();
  let onIdle: (() => void) | null = null;
  const finish = (request: FastifyRequest) => {
    pending.delete(request);
    if (pending.size === 0) onIdle?.();
  };
  scope.addHook("onRequest", (request, _reply, done) => {
    pending.add(request);
    done();
  });
  scope.addHook("onSend", (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  scope.addHook("onResponse", (request, _reply, done) => {
    finish(request);
    done();
  });
  return {
    get size() {
      return pending.size;
    },
    /** Resolves true once no request is pending, or false after `timeoutMs`. */
    idle(timeoutMs: number): Promise<boolean> {
      if (pending.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          onIdle = null;
          resolve(true);
        };
      });
    },
  };
}
